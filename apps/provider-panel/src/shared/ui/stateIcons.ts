// Line icons (24×24, stroked, drawn by <Icon>) of the list states: one per kind of list, plus error and offline.
/** An empty inbox: no notifications. */
export const iconEmptyInbox = "M4 13l2.5-7h11l2.5 7v6H4zM4 13h5l1 2h4l1-2h5";
/** A speech bubble: no support requests. */
export const iconEmptyChat = "M5 5h14v10H10l-5 4zM9 9h6M9 12h4";
/** A receipt: no receipts or transactions. */
export const iconEmptyReceipt = "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3";
/** A warning triangle: the list failed to load. */
export const iconAlert = "M12 4l9 16H3zM12 10v4M12 17h.01";
export { iconOffline } from "./iconOffline";
