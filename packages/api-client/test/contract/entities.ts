// The entities the specifications name, the component schema that carries each and the fields it must have.
import {
  deref,
  isNode,
  list,
  type Node,
  node,
  operations,
  propertyAt,
  propertyOf,
  queryParameters,
} from "./openapi";

// Every entity the specifications name (section 3 and the call tables), the component that carries it and the
// fields the specifications give it (dotted paths go through objects and array items).
const ENTITIES: Array<[entity: string, schema: string, fields: string[]]> = [
  [
    "token set",
    "TokenSet",
    ["access_token", "access_token_expires_in", "refresh_token", "refresh_token_expires_in"],
  ],
  [
    "sign-in response",
    "SigninResponse",
    ["data.signup", "data.two_auth_method", "data.token.refresh_token", "message"],
  ],
  [
    "profile",
    "Profile",
    [
      ...["id", "first_name", "last_name", "pic", "national_code", "birth_date", "mobile", "shaba"],
      ...["person_kind_role_id", "has_password", "two_factor_auth_method", "authorization_pending"],
      ...["activeProfileId", "link.id"],
    ],
  ],
  [
    "linked profile",
    "LinkedProfile",
    ["id", "first_name", "last_name", "label", "pic", "person_kind_role_id", "profile_link_from"],
  ],
  ["wallet", "Wallet", ["balance", "withdrawable_balance"]],
  ["general keys", "GeneralKeys", ["sheba_is_required"]],
  ["message", "Message", ["id", "subject", "text", "seen", "created_at"]],
  ["ticket", "Ticket", ["id", "subject", "description", "section", "status_id", "created_at", "is_useful"]],
  ["ticket section", "TicketSection", ["id", "name"]],
  ["ticket reply", "TicketReply", ["id", "message", "name", "created_at", "person_identifier.kind_id"]],
  ["form", "Form", ["id", "title", "parent_id", "is_provider", "is_multi_provider", "setting.icon", "icon"]],
  [
    "form element",
    "FormElement",
    [
      ...["id", "name", "caption", "helptxt", "input_type", "data_type", "required_field", "validation_id"],
      ...["priority", "status_id", "form_id", "enumeration_id", "options.title", "options.value"],
      ...["setting.vendor", "setting.shaba_field", "meta_data.file_folder", "folder", "value"],
    ],
  ],
  ["enumeration", "Enumeration", ["id", "parent_id", "title", "status_id", "priority"]],
  ["city entry", "Enumeration", ["setting.city", "setting.lat", "setting.lng"]],
  ["page", "Page", ["id", "title", "url"]],
  ["widget", "Widget", ["content.html_body"]],
  ["initial data", "InitialData", ["forms", "enumerations", "pages", "stamps", "website_ui", "general_keys"]],
  [
    "provider content",
    "ProviderContent",
    [
      "id",
      "form_id",
      "content_id",
      "form.id",
      "form.title",
      "form.parent_id",
      "content.status_id",
      "content.created_at",
    ],
  ],
  ["draft", "Draft", ["content.fields"]],
  ["content form", "ContentForm", ["fields", "draft"]],
  [
    "module fields",
    "ModuleFields",
    [
      ...["service_price.services.service_id", "service_price.services.minimum_price"],
      ...["service_price.services.minimum_guest", "service_price.services.maximum_price"],
      ...["service_price.services.maximum_guest", "timeline.timetable.active_all_time"],
      ...[
        "timeline.timetable.periods.day",
        "timeline.timetable.periods.from",
        "timeline.timetable.periods.to",
      ],
      ...["location.enumerations", "location.point.type", "location.point.coordinates"],
      ...["location.address_object", "location.delete_point"],
    ],
  ],
  ["flow step", "FlowStep", ["title", "active"]],
  [
    "service item",
    "ServiceItem",
    [
      ...[
        "id",
        "order_id",
        "status_id",
        "created_at",
        "price",
        "count",
        "factor.final_price",
        "factor.total",
      ],
      ...[
        "properties.ceremony_id",
        "properties.guest_gender_id",
        "properties.place_id",
        "properties.form_ids",
      ],
      ...["properties.time.start", "properties.time.end", "properties.address.address", "parent_form_data"],
      ...["parnet_ignore_fields", "customer.first_name", "customer.last_name", "customer.pic", "customer.id"],
      ...["content.fields", "content.form_id", "content.id", "content.system_fields.rate.score"],
      ...["content.image_profile", "content.display_name"],
    ],
  ],
  ["reply message", "ReplyMessage", ["id", "person_id", "message", "created_at", "type"]],
  ["receipt", "Receipt", ["id", "price", "created_at", "order_id"]],
  ["transaction", "Transaction", ["id", "amount", "created_at"]],
  ["link request", "LinkRequest", ["id", "label", "mobile", "status_id", "form_id", "person_kind_role_id"]],
  ["address", "Address", ["name", "unit", "number", "address", "coordinates", "meta_data", "postal_code"]],
  ["point lookup", "PointLookup", ["formatted_address", "enumeration_location_id", "city"]],
  ["search result", "SearchResult", ["title", "location.x", "location.y"]],
  ["batch request", "BatchRequest", ["requests.identifier", "requests.method", "requests.url"]],
  [
    "batch response",
    "BatchResponse",
    ["data.identifier", "data.response.status_code", "data.response.body.data"],
  ],
  ["changelog", "Changelog", ["version", "version_code", "force"]],
  ["error body", "ErrorBody", ["message", "code"]],
  ["uploaded files", "UploadResponse", ["data.file.original"]],
  ["top-up link", "DepositResponse", ["data.link"]],
  [
    "price service entry",
    "ServicePriceEntry",
    ["service_id", "minimum_price", "minimum_guest", "maximum_price"],
  ],
  ["static fields for profile link", "ConnectLinkRequestRequest", ["label", "pic", "person_kind_role_id"]],
  ["timetable", "Timetable", ["active_all_time", "periods.day", "periods.from", "periods.to"]],
  ["location module", "LocationModule", ["enumerations", "point.coordinates", "address_object"]],
  ...[
    "PagedTransactions",
    "PagedReceipts",
    "PagedMessages",
    "PagedTickets",
    "PagedTicketReplies",
    "PagedLinkRequests",
    "PagedServiceItems",
    "PagedReplyMessages",
  ].map((name): [string, string, string[]] => ["paged list", name, ["data", "count"]]),
];

/** Each entity has its schema with the fields the specifications give it. */
export function entityProblems(doc: Node): string[] {
  const schemas = node(node(doc.components).schemas);
  return ENTITIES.flatMap(([entity, name, fields]) => {
    if (!isNode(schemas[name])) return [`${entity}: no schema ${name}`];
    const ref = { $ref: `#/components/schemas/${name}` };
    return fields
      .filter((field) => !propertyAt(doc, ref, field))
      .map((field) => `${entity} (${name}): no ${field}`);
  });
}

/** Paged lists answer {data: T[], count}; every GET with an offset answers one. */
export function pagedProblems(doc: Node): string[] {
  const problems: string[] = [];
  const paged = (schema: unknown): boolean => {
    const s = deref(doc, schema);
    return (
      list(s.required).includes("data") &&
      list(s.required).includes("count") &&
      propertyOf(doc, s, "data")?.type === "array" &&
      propertyOf(doc, s, "count")?.type === "integer"
    );
  };
  for (const name of Object.keys(node(node(doc.components).schemas)).filter((n) => n.startsWith("Paged")))
    if (!paged({ $ref: `#/components/schemas/${name}` }))
      problems.push(`${name}: not {data: array, count: integer}`);
  for (const o of operations(doc).filter((op) => queryParameters(doc, op).has("offset"))) {
    const ok = node(deref(doc, node(o.op.responses)["200"]).content)["application/json"];
    if (!paged(node(ok).schema)) problems.push(`${o.where}: takes offset but does not answer a paged list`);
  }
  return problems;
}

// Enumerated ids the specifications list.
const ENUMS: Record<string, number[]> = {
  InputType: [1, 2, 4, 5, 7, 8, 9, 10, 13, 14, 15, 28, 30],
  DataType: [1, 2, 4, 6],
  TicketStatus: [0, 1, 2, 3],
  ModuleId: [2, 3, 4],
};

/** Enumerations hold every id the specifications list. */
export function enumProblems(doc: Node): string[] {
  const schemas = node(node(doc.components).schemas);
  return Object.entries(ENUMS).flatMap(([name, ids]) => {
    const values = list(node(schemas[name]).enum);
    return ids.filter((id) => !values.includes(id)).map((id) => `${name}: no value ${id}`);
  });
}

/** The specifications' spellings kept on the wire. */
export function spellingProblems(doc: Node): string[] {
  const problems: string[] = [];
  if (!isNode(node(doc.paths)["/initailize_data"])) problems.push("path /initailize_data is missing");
  if (!propertyAt(doc, { $ref: "#/components/schemas/ServiceItem" }, "parnet_ignore_fields"))
    problems.push("ServiceItem.parnet_ignore_fields is missing");
  const profile = operations(doc).find((o) => o.op.operationId === "getProfile");
  if (
    !String(profile?.op.description).includes("accountValidaionIsWrong") ||
    !("403" in node(profile?.op.responses))
  )
    problems.push("getProfile must document the 403 (code 1042) that sets accountValidaionIsWrong");
  return problems;
}
