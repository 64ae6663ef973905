import { isPositiveInteger } from "../../shared/routing/searchParam";

/** `?detailId=` and `?chat=` of the invoice routes (item ids); anything else is dropped. */
export const invoiceSearch = (search: Record<string, unknown>): { detailId?: number; chat?: number } => ({
  ...(isPositiveInteger(search.detailId) ? { detailId: search.detailId } : {}),
  ...(isPositiveInteger(search.chat) ? { chat: search.chat } : {}),
});
