import { beforeAll, describe, expect, it } from "vitest";
import type { AppEvent } from "../../events/bus";
import { Ceremony } from "../initial/enumerations";
import { FormId } from "../initial/ids";
import { publishNewRequest } from "../items/requestFeed";
import { SEED_ATTACHMENT } from "../seed/items";
import { as, dataOf, type Json, listOf, type MkServer } from "./mkServer";

/** Service items, chat, the simulated customer's events, eligibility and point lookup (shares behaviourSuite's server). */
export function itemsSuite(server: () => MkServer, events: AppEvent[]): void {
  let mk: MkServer;
  beforeAll(() => {
    mk = server();
  });

  describe("service items and chat", () => {
    it("limits lists to active services and applies the ceremony and status filters", async () => {
      const none = await mk.call("GET", "/api/order/service/item/list", {
        as: as.agent,
        query: { form_id: FormId.madahi },
      });
      expect(none.body).toEqual({ data: [], count: 0 });
      const page = await mk.call("GET", "/api/order/service/item/list", {
        as: as.natural,
        query: { form_id: FormId.madahi, limit: 5 },
      });
      expect(listOf(page.body)).toHaveLength(5);
      expect(page.body.count).toBeGreaterThan(10);
      const filtered = await mk.call("GET", "/api/order/service/item/list", {
        as: as.natural,
        query: { form_id: FormId.madahi, ceremony_ids: [Ceremony.muharram], status_id: 2, limit: 50 },
      });
      const items = listOf(filtered.body);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect((item.properties as Json).ceremony_id).toBe(Ceremony.muharram);
        expect(item.status_id).toBe(2);
      }
      const privates = await mk.call("GET", "/api/order/service/item/list", {
        as: as.natural,
        query: { form_id: FormId.madahi, my_items: true },
      });
      expect(
        listOf(privates.body)
          .map((i) => i.id)
          .sort(),
      ).toEqual([130, 131]);
      expect(listOf(privates.body)[0]?.parnet_ignore_fields).toEqual(["e50109_has_parking"]);
      const hidden = await mk.call("GET", "/api/order/service/item/get", {
        as: as.natural,
        query: { id: 133 },
      });
      expect(hidden.status).toBe(404);
    });

    it("lists carry the provider's own answer; the single item keeps its request status beside it", async () => {
      const page = await mk.call("GET", "/api/order/service/item/list", {
        as: as.natural,
        query: { form_id: FormId.madahi, limit: 50 },
      });
      const byId = new Map(listOf(page.body).map((i) => [i.id, i]));
      expect(byId.get(140)).toMatchObject({ status_id: 2, offer_status_id: 0 });
      expect(byId.get(141)).toMatchObject({ status_id: 2, offer_status_id: 1 });
      expect(byId.get(100)).toMatchObject({ offer_status_id: null });
      const item = dataOf(
        (await mk.call("GET", "/api/order/service/item/get", { as: as.natural, query: { id: 140 } })).body,
      );
      expect(item).toMatchObject({ status_id: 2, offer_status_id: 0 });
      const readiness = await mk.call("GET", "/api/order/service/item/readiness/list", {
        as: as.natural,
        query: { limit: 50 },
      });
      expect(listOf(readiness.body).find((i) => i.id === 140)).toMatchObject({
        status_id: 0,
        offer_status_id: 0,
      });
    });

    it("the request carries its guest count, the customer's note and an attachment that opens", async () => {
      const item = dataOf(
        (await mk.call("GET", "/api/order/service/item/get", { as: as.natural, query: { id: 140 } })).body,
      );
      const properties = item.properties as Json;
      expect(properties.guest_count).toBe(110);
      expect(properties.note).toBe("لطفا نیم ساعت پیش از شروع مراسم حاضر باشید.");
      expect(properties.attachments).toEqual([SEED_ATTACHMENT.path]);
      const file = await mk.server.built.app.request(`/uploads/${SEED_ATTACHMENT.path}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/svg+xml");
    });

    it("readiness puts the item on the invoice list; the simulated customer accepts it and a request event follows", async () => {
      events.length = 0;
      expect(
        await mk.statusOf("PUT", "/api/order/service/item/readiness", {
          as: as.natural,
          body: { item_id: 102 },
        }),
      ).toBe(200);
      const forbidden = await mk.call("PUT", "/api/order/service/item/reply", {
        as: as.password,
        body: { item_id: 102, message: "سلام", type: "text" },
      });
      expect(forbidden.status).toBe(404);
      await mk.feature.idle();
      await new Promise((r) => setTimeout(r, 50));
      const accepted = await mk.call("GET", "/api/order/service/item/accepted/list", {
        as: as.natural,
        query: { limit: 50 },
      });
      expect(listOf(accepted.body).find((i) => i.id === 102)?.status_id).toBe(1);
      expect(events).toContainEqual({
        type: "request",
        profile_id: 101,
        payload: { item_id: 102, form_id: FormId.madahi, change: "accepted" },
      });
    });

    it("chat: only on accepted items; a provider reply brings a customer reply and a reply event", async () => {
      const notAccepted = await mk.call("PUT", "/api/order/service/item/reply", {
        as: as.natural,
        body: { item_id: 140, message: "سلام", type: "text" },
      });
      expect(notAccepted.status).toBe(403);
      const before = await mk.call("GET", "/api/order/service/item/list_replies", {
        as: as.natural,
        query: { item_id: 141, limit: 50 },
      });
      const last = listOf(before.body).at(-1) as { created_at: number };
      events.length = 0;
      const sent = await mk.call("PUT", "/api/order/service/item/reply", {
        as: as.natural,
        body: { item_id: 141, message: "  آدرس را دریافت کردم.  ", type: "text" },
      });
      expect(dataOf(sent.body)).toMatchObject({
        person_id: 101,
        message: "آدرس را دریافت کردم.",
        type: "text",
      });
      await mk.feature.idle();
      await new Promise((r) => setTimeout(r, 50));
      const newer = await mk.call("GET", "/api/order/service/item/list_replies", {
        as: as.natural,
        query: { item_id: 141, timestamp: last.created_at },
      });
      const item = dataOf(
        (await mk.call("GET", "/api/order/service/item/get", { as: as.natural, query: { id: 141 } })).body,
      );
      expect(listOf(newer.body).map((r) => r.person_id)).toEqual([101, (item.customer as { id: number }).id]);
      expect(
        events.some((e) => e.type === "reply" && e.profile_id === 101 && e.payload?.item_id === 141),
      ).toBe(true);
    });

    it("a simulated new public request reaches every provider of its service with a request event", async () => {
      events.length = 0;
      const created = await publishNewRequest(mk.server.deps, 0);
      expect(created?.profiles.length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 50));
      for (const profile of created?.profiles ?? []) {
        expect(events).toContainEqual({
          type: "request",
          profile_id: profile,
          payload: { item_id: created?.itemId, form_id: created?.formId, change: "new" },
        });
      }
      const caller = created?.profiles.includes(101) ? as.natural : as.legal;
      const list = await mk.call("GET", "/api/order/service/item/list", {
        as: caller,
        query: { form_id: created?.formId ?? 0, limit: 1 },
      });
      expect(listOf(list.body)[0]?.id).toBe(created?.itemId);
      // It also stays as a notification that names the request, so the panel links to it (issue 27).
      const notices = await mk.call("GET", "/api/message/list", { as: caller, query: { limit: 10 } });
      expect(listOf(notices.body)[0]).toMatchObject({
        subject: "درخواست جدید در انتظار شماست",
        item: { id: created?.itemId, form_id: created?.formId },
      });
    });

    it("private requests can be rejected, which ends them", async () => {
      const rejected = await mk.call("PUT", "/api/order/service/item/reject", {
        as: as.natural,
        body: { item_id: 131, order_id: 1231 },
      });
      expect(rejected.status).toBe(200);
      // A rejection, not a cancellation (issue 27): the words match the status the request takes.
      expect(rejected.body.message).toBe("درخواست رد شد.");
      const item = await mk.call("GET", "/api/order/service/item/get", {
        as: as.natural,
        query: { id: 131 },
      });
      // The request is rejected (6) and so is this provider's answer (2), each in its own enumeration.
      expect(dataOf(item.body)).toMatchObject({ status_id: 6, offer_status_id: 2 });
      const again = await mk.call("PUT", "/api/order/service/item/readiness", {
        as: as.natural,
        body: { item_id: 131 },
      });
      expect(again.status).toBe(400);
    });
  });

  describe("eligibility and location", () => {
    it("checks national codes against the kind's list", async () => {
      const ask = async (national_code: string, kind: string) =>
        dataOf(
          (
            await mk.call("GET", "/api/enum/national_code/exists", {
              as: as.natural,
              query: { national_code, kind },
            })
          ).body,
        ).exists;
      expect(await ask("0012345679", "hejrat")).toBe(true);
      expect(await ask("0012345679", "amin")).toBe(false);
      expect(await ask("0067891233", "amin")).toBe(true);
    });

    it("point lookup leaves enumeration_location_id out outside the service areas", async () => {
      const r = await mk.call("GET", "/api/location_service/coordination_search", {
        query: { lat: 38.08, lng: 46.29 },
      });
      expect(r.status).toBe(200);
      expect(dataOf(r.body)).not.toHaveProperty("enumeration_location_id");
      expect(dataOf(r.body).city).toBe("تبریز");
    });
  });
}
