import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testOpenApi } from "../../testing/testServer";
import { Ceremony } from "../initial/enumerations";
import { FormId } from "../initial/ids";
import { type Answer, as, type MkServer, startMkServer } from "./mkServer";

/** Operations of this feature: the document's marketplace tags plus initial data and CMS pages. */
const MARKETPLACE_TAGS = ["content", "flows", "links", "location", "requests", "chat", "addresses"];

let mk: MkServer;
const covered = new Set<string>();

beforeAll(async () => {
  mk = await startMkServer();
}, 90_000);
afterAll(async () => {
  await mk?.close();
});

/** Calls the operation (method and path from the document), expects 200 and checks the answer's schema. */
async function valid(operationId: string, options: Parameters<MkServer["call"]>[2] = {}) {
  const { method, path } = mk.server.contract.operation(operationId);
  const answer = await mk.call(method, path, options);
  expect(answer.status, `${operationId}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
  mk.expectContract(operationId, answer);
  covered.add(operationId);
  return answer;
}

const data = (a: Answer) => a.body.data as Record<string, unknown>;

describe("every marketplace operation answers a valid request within the contract", () => {
  it("initial data and CMS pages", async () => {
    const initial = await valid("getInitialData", { query: { stamp: 0 } });
    expect((data(initial).forms as unknown[]).length).toBeGreaterThan(5);
    // the side menu's links (issue 14: they showed "no address yet") lead to pages that answer
    const keys = data(initial).general_keys as Record<string, string>;
    for (const key of ["monthly_report_url", "consumer_app_url"]) {
      const response = await mk.server.built.app.request(String(keys[key]));
      expect(response.status, key).toBe(200);
      expect(await response.text()).toMatch(/<html lang="fa" dir="rtl">[\s\S]*[\u0600-\u06FF]/);
    }
    // The map's tile source (issue 26 item 3: the picker was blank): by default OpenStreetMap's, with its attribution.
    expect(keys).toMatchObject({
      map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      map_tile_attribution: "© OpenStreetMap contributors",
      map_tile_attribution_url: "https://www.openstreetmap.org/copyright",
      map_tile_max_zoom: "19",
    });
    const page = await valid("getCmsPage", { query: { path: "/static/help-provider" } });
    expect((page.body.data as { type: string }[])[0]?.type).toBe("static_page");
  });

  it("provider content: list, get (new and with draft), create, edit", async () => {
    await valid("listSubProviders", { as: as.natural });
    await valid("getProviderContent", {
      as: as.natural,
      query: { form_id: FormId.speech },
    });
    const withDraft = await valid("getProviderContent", {
      as: as.natural,
      query: { form_id: FormId.madahi, id: 11 },
    });
    expect(data(withDraft).draft).not.toBeNull();
    const created = await valid("createProviderContent", {
      as: as.agent,
      body: { form_id: FormId.speech, e30301_speaker_name: "مریم احمدی", e30302_topics: "احکام بانوان" },
    });
    const id = (data(created) as { id: number }).id;
    await valid("editProviderContent", {
      as: as.agent,
      body: { id, form_id: FormId.speech, e30301_speaker_name: "مریم احمدی", e30302_topics: "احکام و اخلاق" },
    });
  });

  it("module fields and process flow", async () => {
    for (const module_id of [2, 3, 4]) {
      await valid("getModuleFields", {
        as: as.natural,
        query: { id: 11, form_id: FormId.madahi, module_id },
      });
    }
    await valid("editModuleFields", {
      as: as.natural,
      body: {
        id: 11,
        form_id: FormId.madahi,
        module_fields: {
          service_price: {
            services: [{ service_id: Ceremony.khatm, minimum_price: 3_000_000, minimum_guest: 40 }],
          },
        },
      },
    });
    await valid("listFlowSteps", {
      as: as.natural,
      query: { form_id: FormId.madahi, id: 11 },
    });
    await valid("nationalCodeExists", {
      as: as.natural,
      query: { national_code: "0012345679", kind: "hejrat" },
    });
  });

  it("link requests", async () => {
    await valid("listLinkRequests", {
      as: as.agent,
      query: { incoming: true, exclude_status_ids: [2, 3], limit: 10 },
    });
    await valid("getLinkRequest", {
      as: as.natural,
      query: { form_id: FormId.legal, id: 7 },
    });
    const connected = await valid("connectLinkRequest", {
      as: as.natural,
      body: { label: "حسن رضایی", mobile: "09120000006", person_kind_role_id: 6, form_id: FormId.addAgent },
    });
    const id = (data(connected) as { id: number }).id;
    await valid("editLinkRequest", {
      as: as.natural,
      body: { id, label: "وکیل حسن رضایی" },
    });
    await valid("submitLinkRequest", {
      as: as.password,
      body: { id, status_id: 1 },
    });
  });

  it("location search and point lookup", async () => {
    await valid("searchLocation", {
      as: as.natural,
      query: { lat: 36.28, lng: 59.61, query: "حرم" },
    });
    const inside = await valid("lookupPoint", {
      query: { lat: 36.28, lng: 59.61 },
    });
    expect(data(inside).enumeration_location_id).toBe(2128);
  });

  it("saved addresses: list, create, delete", async () => {
    const list = await valid("listSavedAddresses", { as: as.natural });
    expect((list.body.data as unknown[]).length).toBe(2);
    const created = await valid("createSavedAddress", {
      as: as.natural,
      body: {
        name: "مسجد محله",
        address: "مشهد، خیابان امام رضا، امام رضا ۱۰",
        number: 8,
        unit: null,
        coordinates: [59.61, 36.28],
        meta_data: { formatted_address: "مشهد", enumeration_location_id: 2128 },
      },
    });
    await valid("deleteSavedAddress", { as: as.natural, body: { id: (data(created) as { id: number }).id } });
  });

  it("service items, readiness, reject, lists and chat", async () => {
    await valid("listServiceItems", {
      as: as.natural,
      query: { form_id: FormId.madahi, limit: 10 },
    });
    await valid("listServiceItems", {
      as: as.natural,
      query: {
        form_id: FormId.madahi,
        my_items: true,
        ceremony_ids: [Ceremony.khatm, Ceremony.muharram],
        status_id: 2,
      },
    });
    await valid("getServiceItem", {
      as: as.natural,
      query: { id: 100 },
    });
    await valid("declareReadiness", {
      as: as.natural,
      body: { item_id: 100 },
    });
    await valid("rejectServiceItem", {
      as: as.natural,
      body: { item_id: 130, order_id: 1230 },
    });
    await valid("listReadinessItems", {
      as: as.natural,
      query: { limit: 10 },
    });
    await valid("listAcceptedItems", { as: as.natural });
    await valid("listItemReplies", {
      as: as.natural,
      query: { item_id: 141 },
    });
    await valid("replyItem", {
      as: as.natural,
      body: { item_id: 141, message: "ساعت ۱۷:۳۰ در خدمت هستم.", type: "text" },
    });
  });

  it("covered every marketplace operation of the document", () => {
    const doc = testOpenApi();
    const expected = mk.operations
      .filter((op) => op.operationId !== "connectEvents")
      .filter((op) => {
        const entry = doc.paths[op.path]?.[op.method.toLowerCase()] as { tags?: string[] } | undefined;
        return (entry?.tags ?? []).some((t) => MARKETPLACE_TAGS.includes(t));
      })
      .map((op) => op.operationId);
    expect(expected.length).toBeGreaterThan(20);
    const mine = [
      "getInitialData",
      "getCmsPage",
      "listSubProviders",
      "getProviderContent",
      "createProviderContent",
      "editProviderContent",
      "getModuleFields",
      "editModuleFields",
      "nationalCodeExists",
      "listFlowSteps",
      "getLinkRequest",
      "connectLinkRequest",
      "editLinkRequest",
      "listLinkRequests",
      "submitLinkRequest",
      "searchLocation",
      "lookupPoint",
      "listServiceItems",
      "getServiceItem",
      "declareReadiness",
      "rejectServiceItem",
      "listReadinessItems",
      "listAcceptedItems",
      "listItemReplies",
      "replyItem",
      "listSavedAddresses",
      "createSavedAddress",
      "deleteSavedAddress",
    ];
    for (const id of expected) expect(mine).toContain(id);
    expect([...covered].sort()).toEqual([...mine].sort());
  });
});
