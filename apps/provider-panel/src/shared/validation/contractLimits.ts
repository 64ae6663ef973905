/**
 * Length limits of openapi/provider-api.yaml that the forms enforce before sending, so no field-level 400 reaches a
 * provider for text the form let through (issue 14 item 4). contractLimits.test.ts reads the contract and fails when
 * the two drift apart.
 */
export const CONTRACT_LIMITS = {
  /** PersonName: first_name and last_name. */
  personName: 50,
  /** CreateTicketRequest.subject. */
  ticketSubject: 200,
  /** CreateTicketRequest.description. */
  ticketDescription: 5000,
  /** ReplyTicketRequest.message. */
  ticketReply: 5000,
  /** Password, and old_password of the password calls. */
  password: 128,
} as const;
