// What each documented call answers: the fields its success schema must carry, from the "Answer and use" column of
// section 7 (and, where the specifications say "not shown", from the operation's x-decision).
import type { DocumentedCall } from "./documentedCalls";
import { deref, type Node, node, operations, propertyAt } from "./openapi";

const TOKENS = ["access_token", "access_token_expires_in", "refresh_token", "refresh_token_expires_in"];
const MESSAGE = ["message"];

// Dotted paths go through objects and array items: `data.id` of a list is its items' id.
const ANSWERS: Record<string, string[]> = {
  refreshToken: TOKENS.map((field) => `data.token.${field}`),
  getProfile: ["data.profile.id", "data.profile.link.id"],
  getProfileInfo: ["data.profile"],
  updateProfile: MESSAGE,
  initProfile: ["data.profile"],
  signin: ["data.signup", "data.two_auth_method", "data.token.access_token", "message"],
  signinConfirm: TOKENS.map((field) => `data.token.${field}`),
  autoLogin: ["data.token.access_token"],
  forgotPassword: MESSAGE,
  forgotPasswordConfirm: ["data.token.access_token"],
  changePassword: MESSAGE,
  changeTwoFactor: MESSAGE,
  changeTwoFactorConfirm: MESSAGE,
  changeTwoFactorResendCode: MESSAGE,
  getSupplierRules: ["data.content.html_body"],
  getWallet: ["data.balance", "data.withdrawable_balance"],
  deposit: ["data.link"],
  listBalanceHistory: ["data", "count"],
  listInternetReceipts: ["data.id", "data.price", "data.created_at", "data.order_id", "count"],
  uploadFiles: ["data.file.original"],
  listMessages: ["data.seen", "count"],
  setMessagesSeen: MESSAGE,
  setAllMessagesSeen: MESSAGE,
  listTicketSections: ["data.id", "data.name"],
  listTickets: ["data.status_id", "count"],
  createTicket: ["data.id", "message"],
  getTicket: ["data.status_id", "data.is_useful"],
  listTicketReplies: ["data.person_identifier.kind_id", "count"],
  replyTicket: MESSAGE,
  closeTicket: MESSAGE,
  setTicketUseful: MESSAGE,
  batch: ["data.identifier", "data.response.status_code", "data.response.body.data"],
  getChangelog: ["version_code"],
  logUi: MESSAGE,
  connectEvents: ["type"],
  getInitialData: ["data.forms", "data.enumerations", "data.pages", "data.stamps", "data.website_ui"],
  listSubProviders: ["data.form_id"],
  getProviderContent: ["data.fields", "data.draft.content.fields"],
  getLinkRequest: ["data.fields", "data.draft"],
  createProviderContent: MESSAGE,
  editProviderContent: MESSAGE,
  connectLinkRequest: MESSAGE,
  editLinkRequest: MESSAGE,
  listLinkRequests: ["data.status_id"],
  submitLinkRequest: MESSAGE,
  getModuleFields: [
    "data.module_fields.service_price.services",
    "data.module_fields.timeline.timetable.periods",
    "data.module_fields.timeline.timetable.active_all_time",
    "data.module_fields.location.enumerations",
    "data.module_fields.location.address_object",
  ],
  editModuleFields: MESSAGE,
  listFlowSteps: ["data.title", "data.active"],
  searchLocation: ["data.title", "data.location.x", "data.location.y"],
  lookupPoint: ["data.formatted_address", "data.enumeration_location_id", "data.city"],
  listServiceItems: ["data.factor", "count"],
  getServiceItem: ["data.customer"],
  declareReadiness: MESSAGE,
  rejectServiceItem: MESSAGE,
  listReadinessItems: ["data", "count"],
  listAcceptedItems: ["data", "count"],
  listItemReplies: ["data.message", "count"],
  replyItem: MESSAGE,
  nationalCodeExists: ["data.exists"],
  getCmsPage: ["data.content.html_body"],
};

/** Every documented call's operation answers the fields the specifications read from it. */
export function answerProblems(doc: Node, calls: DocumentedCall[]): string[] {
  const routes = new Set(calls.map((call) => `${call.method} ${call.path}`));
  return operations(doc)
    .filter((o) => routes.has(`${o.method} ${o.path}`))
    .flatMap((o) => {
      const fields = ANSWERS[String(o.op.operationId)];
      if (!fields) return [`${o.where}: documented, but its answer fields are not listed in ANSWERS`];
      const responses = node(o.op.responses);
      const success = Object.keys(responses).find((code) => /^(2\d\d|101)$/.test(code)) ?? "";
      const schema = node(node(deref(doc, responses[success]).content)["application/json"]).schema;
      return fields
        .filter((field) => !propertyAt(doc, schema, field))
        .map((field) => `${o.where}: no ${field}`);
    });
}
