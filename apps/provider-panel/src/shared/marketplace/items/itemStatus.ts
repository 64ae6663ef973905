import type { InitialData } from "../../api/initialData";
import type { ServiceItem } from "./serviceItem";

/**
 * Which status a screen names (spec §4 has two enumerations): the request's own on the request lists, this
 * provider's answer (offer) on the invoice lists. The single item carries both (`status_id` is its request status,
 * `offer_status_id` the answer), so a detail shows the one its list showed.
 */
export type StatusKind = "request" | "offer";

/** The colour family of a status chip; the chip always carries the status title too. */
export type StatusTone = "open" | "waiting" | "done" | "refused" | "closed";

/** Request statuses (spec §4): 0 filling info, 1 awaiting payment, 2 processing, 3 finished, 4 canceled, 5 expired, 6 rejected. */
const REQUEST_TONES: readonly StatusTone[] = [
  "waiting",
  "waiting",
  "open",
  "done",
  "closed",
  "closed",
  "refused",
];
/** Accepted-list statuses (spec §4): 0 searching, 1 accepted, 2 rejected, 3 canceled, 4 expired. */
const OFFER_TONES: readonly StatusTone[] = ["waiting", "done", "refused", "closed", "closed"];

/** The offer status "rejected": the provider refused the (private) request rather than declaring readiness. */
const OFFER_REJECTED = 2;

/** The status value a screen of `kind` shows for `item`, or null when the item has none of that kind. */
export function shownStatus(item: Pick<ServiceItem, "status_id" | "offer_status_id">, kind: StatusKind) {
  return kind === "request" ? item.status_id : (item.offer_status_id ?? null);
}

/** The enumeration that names statuses of `kind` (initial-data constants). */
export function statusEnumerationId(constants: InitialData["constants"], kind: StatusKind): number {
  return kind === "request"
    ? constants.request_status_enumeration_id
    : constants.accepted_status_enumeration_id;
}

/** The chip colour of a status by its meaning; an unknown status is neutral. */
export function statusTone(kind: StatusKind, value: number | null): StatusTone {
  if (value === null) return "closed";
  return (kind === "request" ? REQUEST_TONES : OFFER_TONES)[value] ?? "closed";
}

/** True when this provider already declared readiness for the request (whatever the customer did since). */
export function readinessDeclared(item: Pick<ServiceItem, "offer_status_id">): boolean {
  const offer = item.offer_status_id ?? null;
  return offer !== null && offer !== OFFER_REJECTED;
}
