/** Request statuses (spec): 0 filling info … 6 rejected. */
export const RequestStatus = {
  fillingInfo: 0,
  awaitingPayment: 1,
  processing: 2,
  finished: 3,
  canceled: 4,
  expired: 5,
  rejected: 6,
} as const;

/** Accepted-list (offer) statuses (spec): 0 searching, 1 accepted, 2 rejected, 3 canceled, 4 expired. */
export const OfferStatus = { searching: 0, accepted: 1, rejected: 2, canceled: 3, expired: 4 } as const;

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
  RequestStatus.fillingInfo,
  RequestStatus.awaitingPayment,
  RequestStatus.processing,
];

/** Why an action is refused, or null when it is allowed. */
export function refusal(
  action: ItemAction,
  item: ItemState,
): "closed" | "alreadyReady" | "publicReject" | null {
  if (action === "reject" && !item.isPrivate) return "publicReject";
  if (!OPEN.includes(item.statusId)) return "closed";
  if (action === "readiness" && item.offerStatus !== null) return "alreadyReady";
  if (action === "reject" && item.offerStatus !== null && item.offerStatus !== OfferStatus.searching)
    return "closed";
  return null;
}

/** Chat is open only on items the customer accepted this provider for. */
export function canChat(offerStatus: number | null): boolean {
  return offerStatus === OfferStatus.accepted;
}
