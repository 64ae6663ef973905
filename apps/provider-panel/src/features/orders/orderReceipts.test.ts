import { describe, expect, it } from "vitest";
import { findOrderReceipts, type Receipt } from "./orderReceipts";

const receipt = (id: number, order_id: number | null): Receipt => ({
  id,
  price: 1000 * id,
  created_at: 1_763_000_000 + id,
  order_id,
});

describe("findOrderReceipts", () => {
  it("reads every page and keeps only the order's payments", async () => {
    const all = Array.from({ length: 25 }, (_, i) => receipt(i + 1, i % 7 === 0 ? 42 : i % 2 ? null : 9));
    const offsets: number[] = [];
    const found = await findOrderReceipts(42, async (offset) => {
      offsets.push(offset);
      return { data: all.slice(offset, offset + 10), count: all.length };
    });
    expect(offsets).toEqual([0, 10, 20]);
    expect(found).toEqual({ receipts: all.filter((r) => r.order_id === 42), complete: true });
  });

  it("stops at the cap and says the search was not complete", async () => {
    const found = await findOrderReceipts(1, async (offset) => ({
      data: [receipt(offset + 1, null)],
      count: 10_000,
    }));
    expect(found.complete).toBe(false);
  });
});
