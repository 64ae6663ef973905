import { validationMessages } from "../../messages/validation";
import { CONTRACT_LIMITS } from "./contractLimits";
import { compact } from "./rules";

// Apart from rules.ts, which the sign-in screens load first: only the ticket screens need these.
const v = validationMessages;

/** Required text within the contract's maxLength (section 5: a maxLength failure reads 'format is not correct'). */
function boundedText(raw: string, max: number): string | undefined {
  const text = raw.trim();
  if (!text) return v.required;
  return text.length > max ? v.format : undefined;
}

/** New ticket: subject and description required, section optional. */
export function validateTicket(values: { subject: string; description: string }) {
  return compact({
    subject: boundedText(values.subject, CONTRACT_LIMITS.ticketSubject),
    description: boundedText(values.description, CONTRACT_LIMITS.ticketDescription),
  });
}

/** Ticket reply: message required. */
export function validateReply(values: { message: string }) {
  return compact({ message: boundedText(values.message, CONTRACT_LIMITS.ticketReply) });
}
