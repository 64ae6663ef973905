import type { ServiceItem } from "./serviceItem";

/** A request as the lists carry it (ceremony 61 of the test initial data, Mashhad, 18:00 to 21:00). */
export function storyItem(id: number, over: Partial<ServiceItem> = {}): ServiceItem {
  return {
    id,
    order_id: 500 + id,
    status_id: 1,
    offer_status_id: null,
    created_at: 1_763_000_000,
    price: 2_500_000,
    count: 1,
    factor: { final_price: 2_500_000, total: 2_500_000 },
    properties: {
      ceremony_id: 61,
      time: { start: 1_763_985_600, end: 1_763_996_400 },
      address: { address: "مشهد، بلوار فردوسی، کوچه‌ی ۱۲" },
    },
    customer: { id: 9, first_name: "زهرا", last_name: "کریمی", pic: null },
    content: { id: 3, form_id: 301, fields: {} },
    ...over,
  };
}
