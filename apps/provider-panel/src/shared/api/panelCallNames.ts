import type { ProviderApi } from "./port";

/** The calls only signed-in panel screens make: loaded on first use, so the access screens never download them. */
export const panelCallNames = [
  "getProfileInfo",
  "updateProfile",
  "changePassword",
  "changeTwoFactor",
  "changeTwoFactorConfirm",
  "changeTwoFactorResendCode",
  "getWallet",
  "deposit",
  "listBalanceHistory",
  "listInternetReceipts",
  "uploadPicture",
  "listMessages",
  "setMessagesSeen",
  "setAllMessagesSeen",
  "listTicketSections",
  "listTickets",
  "createTicket",
  "getTicket",
  "listTicketReplies",
  "replyTicket",
  "closeTicket",
  "setTicketUseful",
  "getCmsPage",
] as const satisfies readonly (keyof ProviderApi)[];

/** The part of `ProviderApi` implemented in `panelCalls.ts`. */
export type PanelCalls = Pick<ProviderApi, (typeof panelCallNames)[number]>;
