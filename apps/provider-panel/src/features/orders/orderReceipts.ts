import type { components } from "@ceremony/api-client";

export type Receipt = components["schemas"]["Receipt"];

/** Pages scanned at most (10 receipts each) when looking for an order's payments. */
export const MAX_RECEIPT_PAGES = 20;

/**
 * The payments of one order from the receipts history, read page by page until the history ends (or the cap):
 * the calls tell nothing else about an order (spec §2: its content is not shown).
 */
export async function findOrderReceipts(
  orderId: number,
  page: (offset: number) => Promise<{ data: Receipt[]; count: number }>,
): Promise<{ receipts: Receipt[]; complete: boolean }> {
  const receipts: Receipt[] = [];
  let offset = 0;
  for (let n = 0; n < MAX_RECEIPT_PAGES; n += 1) {
    const answer = await page(offset);
    receipts.push(...answer.data.filter((r) => r.order_id === orderId));
    offset += answer.data.length;
    if (answer.data.length === 0 || offset >= answer.count) return { receipts, complete: true };
  }
  return { receipts, complete: false };
}
