/** `?pay=1` of /panel/wallet: the gateway sheet is open, so the phone's back closes it instead of leaving. */
export interface WalletSearch {
  pay?: 1;
}

/** The route's `validateSearch`: `pay=1` (the router reads it as a number), anything else dropped. */
export const walletSearch = (search: Record<string, unknown>): WalletSearch =>
  search.pay === 1 || search.pay === "1" ? { pay: 1 } : {};
