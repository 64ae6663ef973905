// Every user-facing Persian text of the provider panel: one module per group (`./<group>.ts`), so each screen's
// chunk carries only the texts it shows, by plain imports. Texts quoted by the spec are verbatim. Screens import
// their group's module directly; this index, which pulls in every group, is for tests and tools only
// (scripts/budget.mjs fails the build if a bundled chunk contains it).

import { accountStatusMessages } from "./accountStatus";
import { addressMessages } from "./address";
import { appMessages } from "./app";
import { authMessages } from "./auth";
import { chatMessages } from "./chat";
import { commonMessages } from "./common";
import { errorsMessages } from "./errors";
import { eventsMessages } from "./events";
import { favoritesMessages } from "./favorites";
import { gateMessages } from "./gate";
import { homeMessages } from "./home";
import { identityMessages } from "./identity";
import { invoiceMessages } from "./invoice";
import { itemMessages } from "./item";
import { lawyersMessages } from "./lawyers";
import { legalsMessages } from "./legals";
import { marketplaceMessages } from "./marketplace";
import { modalMessages } from "./modal";
import { moneyMessages } from "./money";
import { notificationsMessages } from "./notifications";
import { ordersMessages } from "./orders";
import { passwordMessages } from "./password";
import { processMessages } from "./process";
import { profileMessages } from "./profile";
import { requestsMessages } from "./requests";
import { screenErrorsMessages } from "./screenErrors";
import { securityMessages } from "./security";
import { servicesMessages } from "./services";
import { shellMessages } from "./shell";
import { ticketMessages } from "./ticket";
import { updateMessages } from "./update";
import { validationMessages } from "./validation";
import { walletMessages } from "./wallet";

/** All groups under one name, for tests and tools (screens import their group modules). */
export const messages = {
  app: appMessages,
  gate: gateMessages,
  accountStatus: accountStatusMessages,
  errors: errorsMessages,
  events: eventsMessages,
  screenErrors: screenErrorsMessages,
  validation: { ...validationMessages, ...identityMessages, ...passwordMessages },
  auth: authMessages,
  shell: shellMessages,
  home: homeMessages,
  profile: profileMessages,
  security: securityMessages,
  wallet: walletMessages,
  notifications: notificationsMessages,
  ticket: ticketMessages,
  favorites: favoritesMessages,
  marketplace: marketplaceMessages,
  services: servicesMessages,
  process: processMessages,
  legals: legalsMessages,
  lawyers: lawyersMessages,
  address: addressMessages,
  modal: modalMessages,
  update: updateMessages,
  money: moneyMessages,
  common: commonMessages,
  item: itemMessages,
  requests: requestsMessages,
  invoice: invoiceMessages,
  chat: chatMessages,
  orders: ordersMessages,
} as const;
