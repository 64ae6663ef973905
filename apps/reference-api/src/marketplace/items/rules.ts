import { AcceptedStatus, RequestStatus } from "@ceremony/api-client/contract";
/** What a provider may do with a request. */
export type ItemAction = "readiness" | "reject";

/** The state the rules need. */
export interface ItemState {
  isPrivate: boolean;
  statusId: number;
  /** This provider's offer status, or null without one. */
  offerStatus: number | null;
}

/** Statuses in which a request is still open to providers. */
const OPEN: readonly number[] = [
  RequestStatus.FILLING_INFO,
  RequestStatus.AWAITING_PAYMENT,
  RequestStatus.PROCESSING,
];

/** Why an action is refused, or null when it is allowed. */
export function refusal(
  action: ItemAction,
  item: ItemState,
): "closed" | "alreadyReady" | "publicReject" | null {
  if (action === "reject" && !item.isPrivate) return "publicReject";
  if (!OPEN.includes(item.statusId)) return "closed";
  if (action === "readiness" && item.offerStatus !== null) return "alreadyReady";
  if (action === "reject" && item.offerStatus !== null && item.offerStatus !== AcceptedStatus.SEARCHING)
    return "closed";
  return null;
}

/** Chat is open only on items the customer accepted this provider for. */
export function canChat(offerStatus: number | null): boolean {
  return offerStatus === AcceptedStatus.ACCEPTED;
}
