import { AcceptedStatus, RequestStatus } from "@ceremony/api-client/contract";
import type { Deps } from "../../context/deps";
import { nowSeconds } from "../../kernel/clock";
import { customerReplies } from "../../messages";
import type { Scheduler } from "./scheduler";
import { type ItemRow, replyJson } from "./serialize";

/** Delays of the simulated customer; null turns that behaviour off. */
export interface CustomerTiming {
  /** After a provider reply, the customer answers (a 'reply' event). */
  replyDelayMs: number | null;
  /** After readiness, the customer accepts the provider (a 'request' event; chat opens). */
  acceptDelayMs: number | null;
  /** How often a simulated customer posts a new public request (a 'request' event to its providers). */
  newRequestEveryMs: number | null;
}

/** Stands in for the customer app, which is not part of this product, so chat and acceptance can be demonstrated. */
export interface CustomerSimulator {
  afterReadiness(item: ItemRow, profileId: number): void;
  afterReply(item: ItemRow, profileId: number): void;
}

/** A simulator whose tasks run on `scheduler` (cancelled on shutdown). */
export function createCustomerSimulator(
  deps: Deps,
  scheduler: Scheduler,
  timing: CustomerTiming,
): CustomerSimulator {
  return {
    afterReadiness(item, profileId) {
      if (timing.acceptDelayMs === null) return;
      scheduler.schedule(timing.acceptDelayMs, async () => {
        const updated = await deps.db
          .updateTable("mk_item_offers")
          .set({ status_id: AcceptedStatus.ACCEPTED, updated_at: nowSeconds(deps.clock) })
          .where("item_id", "=", item.id)
          .where("profile_id", "=", profileId)
          .where("status_id", "=", AcceptedStatus.SEARCHING)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return;
        await deps.db
          .updateTable("mk_service_items")
          .set({ status_id: RequestStatus.PROCESSING })
          .where("id", "=", item.id)
          .where("status_id", "in", [RequestStatus.FILLING_INFO, RequestStatus.AWAITING_PAYMENT])
          .execute();
        await deps.events.publish({
          type: "request",
          profile_id: profileId,
          payload: { item_id: item.id, form_id: item.form_id, change: "accepted" },
        });
      });
    },
    afterReply(item, profileId) {
      if (timing.replyDelayMs === null) return;
      const customerId = Number(item.customer.id);
      scheduler.schedule(timing.replyDelayMs, async () => {
        const count = await deps.db
          .selectFrom("mk_item_replies")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("item_id", "=", item.id)
          .where("provider_profile_id", "=", profileId)
          .executeTakeFirstOrThrow();
        const message = customerReplies[Number(count.n) % customerReplies.length] ?? customerReplies[0];
        const reply = await deps.db
          .insertInto("mk_item_replies")
          .values({
            item_id: item.id,
            provider_profile_id: profileId,
            person_id: customerId,
            message,
            type: "text",
            created_at: nowSeconds(deps.clock),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await deps.events.publish({
          type: "reply",
          profile_id: profileId,
          payload: { item_id: item.id, reply: replyJson(reply) },
        });
      });
    },
  };
}
