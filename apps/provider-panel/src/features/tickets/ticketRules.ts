import type { components } from "@ceremony/api-client/contract";
import { TicketStatus } from "@ceremony/api-client/contract";

type Ticket = components["schemas"]["Ticket"];

/** Closing is offered only while open or awaiting reply. */
export const canClose = (t: Pick<Ticket, "status_id">) =>
  t.status_id === TicketStatus.OPEN || t.status_id === TicketStatus.AWAITING_REPLY;
/** The reply form shows while the status is neither answered nor closed. */
export const canReply = (t: Pick<Ticket, "status_id">) =>
  t.status_id !== TicketStatus.ANSWERED && t.status_id !== TicketStatus.CLOSED;
/** Feedback shows at answered or closed. */
export const showsFeedback = (t: Pick<Ticket, "status_id">) =>
  t.status_id === TicketStatus.ANSWERED || t.status_id === TicketStatus.CLOSED;
/** Feedback can be given once. */
export const feedbackGiven = (t: Pick<Ticket, "is_useful">) => t.is_useful === true || t.is_useful === false;
/** Closed is red, every other status green. */
export const statusTone = (t: Pick<Ticket, "status_id">): "red" | "green" =>
  t.status_id === TicketStatus.CLOSED ? "red" : "green";
/** Replies by kind 3 are from a support expert. */
export const isExpertReply = (r: { person_identifier?: { kind_id: number } | null }) =>
  r.person_identifier?.kind_id === 3;
