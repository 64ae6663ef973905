/**
 * Length limits of openapi/provider-api.yaml that the forms enforce before sending, so no field-level 400 reaches a
 * provider for text the form let through. contractLimits.test.ts reads the contract and fails when
 * the two drift apart. A name's limit and pattern are persian-text's (`isPersonName`), tested against the contract there.
 */
export const CONTRACT_LIMITS = {
  /** CreateTicketRequest.subject. */
  ticketSubject: 200,
  /** CreateTicketRequest.description. */
  ticketDescription: 5000,
  /** ReplyTicketRequest.message. */
  ticketReply: 5000,
  /** Password, and old_password of the password calls. */
  password: 128,
} as const;
