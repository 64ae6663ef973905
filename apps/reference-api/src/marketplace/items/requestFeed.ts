import { ContentStatus, RequestStatus } from "@ceremony/api-client/contract";
import type { Deps } from "../../context/deps";
import { notify } from "../../features/messages/notify";
import { nowSeconds } from "../../kernel/clock";
import { marketplaceMessages } from "../../messages";
import { json } from "../db";
import { activeOptions } from "../initial/enumerations";
import { formById } from "../initial/forms";
import { EnumRoot } from "../initial/ids";
import type { Scheduler } from "./scheduler";

const CUSTOMERS = [
  { id: 90011, first_name: "رضا", last_name: "امینی", pic: null },
  { id: 90012, first_name: "مریم", last_name: "قاسمی", pic: null },
  { id: 90013, first_name: "احمد", last_name: "رحیمی", pic: null },
];

/** Requests one process may generate, so a long-running demo server does not grow without bound. */
const MAX_GENERATED = 100;

/**
 * Creates the n-th simulated public request for a service some profile has approved content for, and publishes a
 * 'request' event to each such profile. Returns the new item, or null when no profile has an approved service.
 */
export async function publishNewRequest(
  deps: Deps,
  n: number,
): Promise<{ itemId: number; formId: number; profiles: number[] } | null> {
  const offered = await deps.db
    .selectFrom("mk_contents")
    .select(["form_id", "profile_id"])
    .where("status_id", "=", ContentStatus.APPROVED)
    .orderBy("form_id")
    .execute();
  const forms = [...new Set(offered.map((o) => o.form_id))];
  const formId = forms[n % Math.max(forms.length, 1)];
  if (formId === undefined) return null;
  const ceremonies = activeOptions(EnumRoot.ceremonies);
  const customer = CUSTOMERS[n % CUSTOMERS.length] ?? CUSTOMERS[0];
  const now = nowSeconds(deps.clock);
  const start = now + (3 + (n % 10)) * 86400;
  const last = await deps.db
    .selectFrom("mk_service_items")
    .select((eb) => eb.fn.max("order_id").as("max"))
    .executeTakeFirst();
  const price = 1_000_000 + (n % 5) * 500_000;
  const item = await deps.db
    .insertInto("mk_service_items")
    .values({
      order_id: Number(last?.max ?? 1000) + 1,
      form_id: formId,
      status_id: RequestStatus.PROCESSING,
      price,
      count: 1,
      final_price: price,
      total: Math.round(price * 1.09),
      properties: json({
        ceremony_id: ceremonies[n % ceremonies.length]?.id ?? null,
        guest_gender_id: 701 + (n % 3),
        place_id: 804,
        form_ids: [formId],
        time: { start, end: start + 3 * 3600 },
        address: { address: "مشهد، بلوار فردوسی، پلاک ۱۰" },
        guest_count: 50 + (n % 4) * 25,
        note: null,
        attachments: [],
      }),
      parent_form_data: json({}),
      ignore_fields: json([]),
      customer: json(customer),
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const profiles = [...new Set(offered.filter((o) => o.form_id === formId).map((o) => o.profile_id))];
  const service = formById(formId)?.title ?? "";
  for (const profile_id of profiles) {
    // A notice that stays in the notifications, linking to the request (the event only refreshes open lists).
    await notify(
      deps,
      deps.db,
      profile_id,
      marketplaceMessages.newRequestSubject,
      marketplaceMessages.newRequestText(service),
      { id: item.id, form_id: formId },
    );
    await deps.events.publish({
      type: "request",
      profile_id,
      payload: { item_id: item.id, form_id: formId, change: "new" },
    });
  }
  return { itemId: item.id, formId, profiles };
}

/** Every `everyMs` a simulated customer posts a public request (up to MAX_GENERATED per process). */
export function startRequestFeed(deps: Deps, scheduler: Scheduler, everyMs: number): void {
  let n = 0;
  const next = () =>
    scheduler.schedule(everyMs, async () => {
      await publishNewRequest(deps, n++);
      if (n < MAX_GENERATED) next();
    });
  next();
}
