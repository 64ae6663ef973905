import type { Ticket } from "../../shared/api/types";

/** Ticket statuses of section 4. */
export const TicketStatus = { open: 0, awaitingReply: 1, answered: 2, closed: 3 } as const;

/** Closing is offered only while open or awaiting reply. */
export const canClose = (t: Pick<Ticket, "status_id">) => t.status_id === 0 || t.status_id === 1;
/** The reply form shows while the status is neither answered nor closed. */
export const canReply = (t: Pick<Ticket, "status_id">) => t.status_id !== 2 && t.status_id !== 3;
/** Feedback shows at answered or closed. */
export const showsFeedback = (t: Pick<Ticket, "status_id">) => t.status_id === 2 || t.status_id === 3;
/** Feedback can be given once. */
export const feedbackGiven = (t: Pick<Ticket, "is_useful">) => t.is_useful === true || t.is_useful === false;
/** Closed is red, every other status green. */
export const statusTone = (t: Pick<Ticket, "status_id">): "red" | "green" =>
  t.status_id === 3 ? "red" : "green";
/** Replies by kind 3 are from a support expert. */
export const isExpertReply = (r: { person_identifier?: { kind_id: number } | null }) =>
  r.person_identifier?.kind_id === 3;
