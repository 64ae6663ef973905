import type { Deps } from "../../context/deps";
import { nowSeconds } from "../../kernel/clock";
import { json } from "../db";

const DAY = 86400;

/** Saved addresses of the natural demo account's main profile (09120000001 → 101), oldest first. */
export const SEED_ADDRESSES = [
  {
    profile_id: 101,
    name: "دفتر",
    address: "مشهد، خیابان امام رضا، کوچه ۱۲",
    number: "14",
    unit: "2",
    postal_code: null,
    lng: 59.6062,
    lat: 36.2977,
    meta_data: { formatted_address: "استان خراسان رضوی، مشهد، نزدیک حرم امام رضا", city: "مشهد" },
    ago: 20,
  },
  {
    profile_id: 101,
    name: "منزل",
    address: "مشهد، بلوار وکیل‌آباد، وکیل‌آباد ۱۸",
    number: "120",
    unit: null,
    postal_code: "9188753114",
    lng: 59.5386,
    lat: 36.3357,
    meta_data: { formatted_address: "استان خراسان رضوی، مشهد، بلوار وکیل‌آباد", city: "مشهد" },
    ago: 3,
  },
] as const;

/** Seeds the demo addresses once (its own seed key, so databases seeded before addresses existed get them too). */
export async function seedAddresses(deps: Deps): Promise<void> {
  const now = nowSeconds(deps.clock);
  for (const { ago, meta_data, ...row } of SEED_ADDRESSES) {
    await deps.db
      .insertInto("mk_saved_addresses")
      .values({ ...row, meta_data: json(meta_data), created_at: now - ago * DAY })
      .execute();
  }
}
