import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { Route as PublicRequestsRoute } from "../../../routes/panel/requests/index";
import { Route as PrivateRequestsRoute } from "../../../routes/panel/requests/privates";
import { REQUESTS_ANNOUNCED_KEY } from "../../../shared/marketplace/queryKeys";
import { createFakeServer, type FakeRequest, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import type { RequestsSearch } from "../requestsSearch";
import { RequestsPage } from "./RequestsPage";

const m = messages.requests;

/** How many times the list of cards rendered: the filter screen must open and close without rendering it again. */
const itemListRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../shared/marketplace/items/ItemList", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../shared/marketplace/items/ItemList")>();
  return {
    ItemList: (props: Parameters<typeof actual.ItemList>[0]) => {
      itemListRenders.count += 1;
      return actual.ItemList(props);
    },
  };
});

const service = (formId: number, title: string, status = 1) => ({
  id: formId * 10,
  form_id: formId,
  content_id: formId * 10,
  form: { id: formId, title, parent_id: 3 },
  content: { status_id: status, form_id: formId, created_at: 1_763_000_000 },
});

export const serviceItem = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  order_id: 500 + id,
  status_id: 1,
  offer_status_id: null,
  created_at: 1_763_000_000,
  price: 0,
  count: 1,
  factor: { final_price: id === 1 ? 0 : 2_500_000, total: 2_500_000 },
  properties: {
    ceremony_id: 61,
    time: { start: 1_763_985_600, end: 1_763_996_400 },
    address: { address: "مشهد، بلوار فردوسی" },
  },
  parent_form_data: { e5_hall: "تالار یاس", e6_secret: "پنهان" },
  parnet_ignore_fields: ["e6_secret"],
  customer: { id: 9, first_name: "زهرا", last_name: "کریمی", pic: "a_360x360.jpg;a_org.jpg" },
  content: { id: 3, form_id: 301, fields: { e12_guests: 40 } },
  ...over,
});

/** Elements of the forms the detail labels fields from (the test initial data's 301 and place forms 501/502). */
const FORM_FIELDS: Record<number, { id: number; name: string; caption: string }[]> = {
  301: [{ id: 12, name: "guests", caption: "تعداد مهمانان" }],
  501: [{ id: 5, name: "hall", caption: "نام تالار" }],
};

function setup(
  options: {
    privates?: boolean;
    search?: RequestsSearch;
    services?: unknown[];
    items?: unknown[];
    formsFail?: boolean;
    /** The single item's answer (item/get); by default the list's item of that id. */
    detail?: (id: number) => unknown;
    onReject?: () => void;
  } = {},
) {
  const server = createFakeServer({
    "GET /api/provider_content/sub_provider_all": () => ({
      data: options.services ?? [
        service(301, "مداحی"),
        service(302, "روضه خوانی"),
        service(303, "رد شده", 2),
      ],
    }),
    "GET /api/order/service/item/list": (request: FakeRequest) => {
      const items = options.items ?? [serviceItem(1), serviceItem(2)];
      const offset = Number(request.query.get("offset") ?? 0);
      const limit = Number(request.query.get("limit") ?? 10);
      return { data: items.slice(offset, offset + limit), count: items.length };
    },
    "GET /api/order/service/item/get": (request: FakeRequest) => {
      const id = Number(request.query.get("id"));
      return options.detail ? options.detail(id) : { data: serviceItem(id) };
    },
    "GET /api/provider_content/get": (request: FakeRequest) =>
      options.formsFail
        ? reply(500, { message: "خطای سرور", code: 500 })
        : { data: { fields: FORM_FIELDS[Number(request.query.get("form_id"))] ?? [], draft: null } },
    "PUT /api/order/service/item/readiness": () => ({ message: "آمادگی ثبت شد" }),
    "PUT /api/order/service/item/reject": () => {
      options.onReject?.();
      return { message: "رد شد" };
    },
  });
  const onSearch = vi.fn();
  const onAccepted = vi.fn();
  const ui = (search: RequestsSearch) => (
    <RequestsPage
      privates={options.privates ?? false}
      search={search}
      onSearch={onSearch}
      onAccepted={onAccepted}
    />
  );
  return { server, onSearch, onAccepted, ui };
}

/** The requests screen with its search held in state, as the route holds it in the URL. */
function FilterScreen() {
  const [search, setSearch] = useState<RequestsSearch>({ formId: 301 });
  return <RequestsPage privates={false} search={search} onSearch={setSearch} onAccepted={() => undefined} />;
}

describe("Requests", () => {
  it.each([
    ["public", PublicRequestsRoute],
    ["private", PrivateRequestsRoute],
  ])(
    "asks for the tabs once when the %s route's loader has brought them before the screen mounts",
    async (_, route) => {
      const { server, ui } = setup();
      const tabsAsked = () =>
        server.requests.filter((r) => r.url.pathname === "/api/provider_content/sub_provider_all").length;
      await renderApp(ui({}), {
        fetch: server.fetch,
        signedIn: true,
        prepare: async (services) => {
          const loader = route.options.loader;
          await (typeof loader === "function" ? loader : loader?.handler)?.({ context: services } as never);
          await vi.waitFor(() => expect(services.queryClient.isFetching()).toBe(0));
          expect(tabsAsked()).toBe(1);
        },
      });
      expect(await screen.findAllByRole("article", { name: "ختم" })).toHaveLength(2);
      expect(tabsAsked()).toBe(1);
    },
  );

  it("shows a tab per approved service, the first selected, and cards with the request's facts", async () => {
    const { server, ui } = setup();
    await renderApp(ui({}), { fetch: server.fetch, signedIn: true });
    const card = (await screen.findAllByRole("article", { name: "ختم" }))[0] as HTMLElement;
    expect(within(card).getByText("زهرا کریمی")).toBeInTheDocument();
    expect(within(card).getByText(messages.item.free)).toBeInTheDocument();
    expect(within(card).getByText("مشهد، بلوار فردوسی")).toBeInTheDocument();
    expect(within(card).getByText("در انتظار پرداخت")).toBeInTheDocument();
    expect(card.querySelector("img")?.getAttribute("src")).toBe("/uploads/a_360x360.jpg");
    expect(screen.getAllByRole("article")[1]).toHaveTextContent("۲٬۵۰۰٬۰۰۰ تومان");
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.firstChild?.textContent)).toEqual(["مداحی", "روضه خوانی"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    const list = server.requests.find((r) => r.url.pathname === "/api/order/service/item/list");
    expect(list?.query.get("form_id")).toBe("301");
    expect(list?.query.get("limit")).toBe("10");
    expect(list?.query.has("my_items")).toBe(false);
    // Public requests can only be accepted.
    expect(within(card).queryByRole("button", { name: m.reject })).toBeNull();
  });

  it("says there is no active service and links to a new one", async () => {
    const { server, ui } = setup({ services: [service(303, "ردشده", 2)] });
    await renderApp(ui({}), { fetch: server.fetch, signedIn: true });
    expect(await screen.findByText(m.noActiveService)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: m.addService })).toHaveAttribute("href", "/panel/services/new");
  });

  it("a service awaiting approval is said to await it, with a way to My services, not 'no active service'", async () => {
    const { server, ui } = setup({ services: [service(303, "در انتظار", 0)] });
    await renderApp(ui({}), { fetch: server.fetch, signedIn: true });
    expect(await screen.findByText(m.awaitingApproval)).toBeInTheDocument();
    expect(screen.queryByText(m.noActiveService)).toBeNull();
    expect(screen.getByRole("link", { name: m.viewServices })).toHaveAttribute("href", "/panel/services");
  });

  it("declares readiness, toasts the server's message and goes to the invoices", async () => {
    const { server, ui, onAccepted } = setup();
    await renderApp(ui({ formId: 302 }), { fetch: server.fetch, signedIn: true });
    const card = (await screen.findAllByRole("article", { name: "ختم" }))[0] as HTMLElement;
    await userEvent.click(within(card).getByRole("button", { name: m.accept }));
    expect(await screen.findByText("آمادگی ثبت شد")).toBeInTheDocument();
    expect(onAccepted).toHaveBeenCalled();
    expect(server.requests.find((r) => r.method === "PUT")?.body).toEqual({ item_id: 1 });
    expect(server.requests.find((r) => r.url.pathname.endsWith("/list"))?.query.get("form_id")).toBe("302");
  });

  it("rejects a private request after confirmation and refreshes the list", async () => {
    const { server, ui } = setup({ privates: true, search: {} });
    await renderApp(ui({ ceremony: [61], status: 1 }), { fetch: server.fetch, signedIn: true });
    const card = (await screen.findAllByRole("article", { name: "ختم" }))[0] as HTMLElement;
    const first = server.requests.find((r) => r.url.pathname.endsWith("/list"));
    expect(first?.query.get("my_items")).toBe("true");
    expect(first?.query.getAll("ceremony_ids")).toEqual(["61"]);
    expect(first?.query.get("status_id")).toBe("1");
    const lists = () => server.requests.filter((r) => r.url.pathname.endsWith("/list")).length;
    const before = lists();
    await userEvent.click(within(card).getByRole("button", { name: m.reject }));
    const dialog = await screen.findByRole("dialog", { name: m.rejectTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: m.rejectConfirm }));
    expect(await screen.findByText("رد شد")).toBeInTheDocument();
    expect(server.requests.find((r) => r.url.pathname.endsWith("/reject"))?.body).toEqual({
      item_id: 1,
      order_id: 501,
    });
    await vi.waitFor(() => expect(lists()).toBeGreaterThan(before));
  });

  it("the detail labels parent fields with the place forms' captions and leaves out the ignored ones", async () => {
    const { server, ui } = setup();
    await renderApp(ui({ detailId: 2 }), { fetch: server.fetch, signedIn: true });
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("نام تالار")).toBeInTheDocument();
    expect(within(dialog).getByText("تالار یاس")).toBeInTheDocument();
    expect(within(dialog).queryByText("hall")).toBeNull();
    expect(within(dialog).queryByText("پنهان")).toBeNull();
    expect(within(dialog).queryByText("secret")).toBeNull();
    const forms = server.requests.filter((r) => r.url.pathname === "/api/provider_content/get");
    expect(forms.map((r) => r.query.get("form_id")).sort()).toEqual(["501", "502"]);
  });

  it("the detail falls back to the stripped key when the form is unknown or does not load", async () => {
    const { server, ui } = setup({ formsFail: true });
    await renderApp(ui({ detailId: 2 }), { fetch: server.fetch, signedIn: true });
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("hall")).toBeInTheDocument();
    expect(within(dialog).getByText("تالار یاس")).toBeInTheDocument();
  });

  it("the filter offers active ceremonies by priority and submitting clears the page", async () => {
    const { server, ui, onSearch } = setup();
    await renderApp(ui({ formId: 301, filterBox: 1, page: 2 }), { fetch: server.fetch, signedIn: true });
    const dialog = await screen.findByRole("dialog", { name: m.filterTitle });
    const ceremonies = within(await within(dialog).findByRole("group", { name: m.ceremonies })).getAllByRole(
      "checkbox",
    );
    expect(ceremonies.map((c) => c.parentElement?.textContent)).toEqual(["ختم", "عزاداری"]);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "عزاداری" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "در حال بررسی" }));
    await userEvent.click(within(dialog).getByRole("button", { name: m.applyFilter }));
    // The sheet closes in the tap; the filter reaches the URL once that frame is painted.
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({ formId: 301, ceremony: [62], status: 2 }),
    );
  });

  it("opens and closes the filter over the list without rendering the cards again", async () => {
    const { server } = setup();
    const { queryClient } = await renderApp(<FilterScreen />, { fetch: server.fetch, signedIn: true });
    expect(await screen.findAllByRole("article", { name: "ختم" })).toHaveLength(2);
    // The other tabs' counts answer too: their renders come before the taps.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const before = itemListRenders.count;
    await userEvent.click(screen.getByRole("button", { name: m.filter }));
    const dialog = await screen.findByRole("dialog", { name: m.filterTitle });
    await userEvent.click(await within(dialog).findByRole("radio", { name: "در حال بررسی" }));
    await userEvent.click(within(dialog).getByRole("button", { name: messages.common.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(itemListRenders.count).toBe(before);
  });

  it("chips remove one filter value each", async () => {
    const { server, ui, onSearch } = setup();
    await renderApp(ui({ formId: 301, ceremony: [61, 62], status: 0 }), {
      fetch: server.fetch,
      signedIn: true,
    });
    await userEvent.click(await screen.findByRole("button", { name: m.removeChip("عزاداری") }));
    expect(onSearch).toHaveBeenLastCalledWith({ formId: 301, ceremony: [61], status: 0, page: undefined });
    await userEvent.click(screen.getByRole("button", { name: m.removeChip("در حال تکمیل اطلاعات") }));
    expect(onSearch).toHaveBeenLastCalledWith({
      formId: 301,
      ceremony: [61, 62],
      status: undefined,
      page: undefined,
    });
  });
});

describe("Requests live banner", () => {
  it("invites a refresh when new requests were announced after the list loaded, and refetches on click", async () => {
    const { server, ui } = setup();
    const { queryClient } = await renderApp(ui({}), { fetch: server.fetch, signedIn: true });
    await screen.findAllByRole("article");
    expect(screen.queryByText(m.newRequests)).toBeNull();
    const lists = () => server.requests.filter((x) => x.url.pathname.endsWith("/list")).length;
    const before = lists();
    act(() => queryClient.setQueryData(REQUESTS_ANNOUNCED_KEY, Date.now() + 1000));
    await userEvent.click(await screen.findByRole("button", { name: m.refresh }));
    await vi.waitFor(() => expect(lists()).toBeGreaterThan(before));
  });
});

describe("Requests a provider already answered, and the request detail (issue 27)", () => {
  const answered = serviceItem(1, { status_id: 2, offer_status_id: 0 });

  it("marks an answered request on its card, without readiness, and links to it among the answered", async () => {
    const { server, ui } = setup({ items: [answered, serviceItem(2, { status_id: 2 })] });
    await renderApp(ui({}), { fetch: server.fetch, signedIn: true });
    const [card, fresh] = (await screen.findAllByRole("article", { name: "ختم" })) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(card).getByText(m.answered)).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: m.accept })).toBeNull();
    expect(within(card).getByRole("link", { name: m.seeAnswered })).toHaveAttribute(
      "href",
      "/panel/invoice?detailId=1",
    );
    expect(within(fresh).getByRole("button", { name: m.accept })).toBeInTheDocument();
    expect(within(fresh).queryByText(m.answered)).toBeNull();
  });

  it("the detail names the same request status as the card, and marks the answer too", async () => {
    const { server, ui } = setup({ items: [answered], detail: () => ({ data: answered }) });
    await renderApp(ui({ detailId: 1 }), { fetch: server.fetch, signedIn: true });
    const dialog = await screen.findByRole("dialog", { name: messages.item.detailTitle });
    const card = await within(dialog).findByRole("article");
    expect(within(card).getByText("در حال بررسی")).toBeInTheDocument();
    expect(within(card).queryByText("در حال تکمیل اطلاعات")).toBeNull();
    expect(within(card).getByText(m.answered)).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: m.accept })).toBeNull();
  });

  it("colours each status chip by its meaning, with its title", async () => {
    const { server, ui } = setup({
      items: [serviceItem(1, { status_id: 2 }), serviceItem(2, { status_id: 0 })],
    });
    await renderApp(ui({}), { fetch: server.fetch, signedIn: true });
    const [open, waiting] = (await screen.findAllByRole("article")) as [HTMLElement, HTMLElement];
    const chip = (card: HTMLElement) => card.querySelector(".item-status");
    expect(chip(open)).toHaveAttribute("data-tone", "open");
    expect(chip(open)).toHaveTextContent("در حال بررسی");
    expect(chip(waiting)).toHaveAttribute("data-tone", "waiting");
    expect(chip(waiting)).toHaveTextContent("در حال تکمیل اطلاعات");
  });

  it("the reject dialog says the request stays, marked rejected; the detail stays open and refreshes", async () => {
    let rejected = false;
    const { server, ui, onSearch } = setup({
      privates: true,
      items: [serviceItem(1)],
      detail: (id) => ({ data: serviceItem(id, rejected ? { status_id: 6, offer_status_id: 2 } : {}) }),
      onReject: () => {
        rejected = true;
      },
    });
    await renderApp(ui({ detailId: 1 }), { fetch: server.fetch, signedIn: true });
    const detail = await screen.findByRole("dialog", { name: messages.item.detailTitle });
    await userEvent.click(await within(detail).findByRole("button", { name: m.reject }));
    const dialog = await screen.findByRole("dialog", { name: m.rejectTitle });
    expect(dialog).toHaveTextContent("با وضعیت «رد شده» در فهرست شما می‌ماند");
    expect(dialog).not.toHaveTextContent("بیرون می‌رود");
    await userEvent.click(within(dialog).getByRole("button", { name: m.rejectConfirm }));
    expect(await screen.findByText("رد شد")).toBeInTheDocument();
    // The detail refreshes in place: the rejected request takes no action any more.
    await vi.waitFor(() => expect(within(detail).queryByRole("button", { name: m.reject })).toBeNull());
    expect(within(detail).queryByRole("button", { name: m.accept })).toBeNull();
    expect(onSearch).not.toHaveBeenCalledWith(
      expect.objectContaining({ detailId: undefined }),
      expect.anything(),
    );
  });

  it("the detail shows the request itself: guests, note, total with fees and an attachment that opens", async () => {
    const item = serviceItem(2, {
      properties: {
        ceremony_id: 61,
        guest_count: 80,
        note: "لطفا زودتر تشریف بیاورید",
        attachments: ["requests/invitation.svg"],
      },
      factor: { final_price: 2_500_000, total: 2_725_000 },
    });
    const { server, ui } = setup({ items: [item], detail: () => ({ data: item }) });
    await renderApp(ui({ detailId: 2 }), { fetch: server.fetch, signedIn: true });
    const dialog = await screen.findByRole("dialog", { name: messages.item.detailTitle });
    const facts = (await within(dialog).findByRole("heading", { name: messages.item.requestFields }))
      .parentElement as HTMLElement;
    expect(within(facts).getByText("۸۰ نفر")).toBeInTheDocument();
    expect(within(facts).getByText("لطفا زودتر تشریف بیاورید")).toBeInTheDocument();
    expect(within(facts).getByText("۲٬۷۲۵٬۰۰۰ تومان")).toBeInTheDocument();
    const link = within(facts).getByRole("link", { name: "پیوست ۱" });
    expect(link).toHaveAttribute("href", "/uploads/requests/invitation.svg");
    expect(link).toHaveAttribute("target", "_blank");
    // The provider's own service fields (content.fields) are not the request.
    expect(within(dialog).queryByText("تعداد مهمانان", { selector: "dt" })).not.toBeNull();
    const forms = server.requests.filter((r) => r.url.pathname === "/api/provider_content/get");
    expect(forms.some((r) => r.query.get("form_id") === "301")).toBe(false);
  });

  it("a missing request says so, without a retry that cannot succeed, under a title without a raw id", async () => {
    const { server, ui } = setup({
      detail: () => reply(404, { message: "درخواست مورد نظر یافت نشد.", code: 1004 }),
    });
    await renderApp(ui({ detailId: 999 }), { fetch: server.fetch, signedIn: true });
    const dialog = await screen.findByRole("dialog", { name: messages.item.detailTitle });
    expect(await within(dialog).findByText(messages.item.notFound)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: messages.gate.retry })).toBeNull();
    expect(dialog.querySelector("h2")?.textContent ?? "").not.toMatch(/[0-9۰-۹]/);
  });
});

describe("Requests list extras (issue 27)", () => {
  it("on the private requests only the private chip is marked active (no prefix match)", async () => {
    const { server, ui } = setup({ privates: true });
    await renderApp(ui({}), { fetch: server.fetch, signedIn: true, path: "/panel/requests/privates" });
    const nav = await screen.findByRole("navigation", { name: m.title });
    const active = within(nav)
      .getAllByRole("link")
      .filter((link) => link.classList.contains("active"));
    expect(active.map((link) => link.textContent)).toEqual([m.privateTab]);
  });

  it("counts the requests of each service tab under the current filters", async () => {
    const { server, ui } = setup({ items: [serviceItem(1), serviceItem(2), serviceItem(3)] });
    await renderApp(ui({ status: 1 }), { fetch: server.fetch, signedIn: true });
    await screen.findAllByRole("article");
    await vi.waitFor(() =>
      expect(screen.getAllByRole("tab").map((t) => t.querySelector(".chip-count")?.textContent)).toEqual([
        "۳",
        "۳",
      ]),
    );
    const counted = server.requests.find(
      (r) => r.url.pathname.endsWith("/list") && r.query.get("form_id") === "302",
    );
    expect(counted?.query.get("limit")).toBe("1");
    expect(counted?.query.get("status_id")).toBe("1");
  });

  it("the empty filtered list offers to clear the filters", async () => {
    const { server, ui, onSearch } = setup({ items: [] });
    await renderApp(ui({ formId: 301, ceremony: [61], status: 1 }), { fetch: server.fetch, signedIn: true });
    expect(await screen.findByText(m.emptyFiltered)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: m.clearFilter }));
    expect(onSearch).toHaveBeenLastCalledWith({
      formId: 301,
      ceremony: undefined,
      status: undefined,
      page: undefined,
    });
  });

  it("an unfiltered empty list has nothing to clear; a full list ends with a marker", async () => {
    const { server, ui } = setup({ items: [] });
    await renderApp(ui({}), { fetch: server.fetch, signedIn: true });
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: m.clearFilter })).toBeNull();
    expect(screen.queryByText(messages.item.endOfList)).toBeNull();
  });

  it("marks the end of the list once every page is loaded", async () => {
    const items = Array.from({ length: 12 }, (_, i) => serviceItem(i + 1));
    const { server, ui } = setup({ items });
    await renderApp(ui({}), { fetch: server.fetch, signedIn: true });
    await screen.findAllByRole("article");
    expect(screen.queryByText(messages.item.endOfList)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: messages.marketplace.loadMore }));
    expect(await screen.findByText(messages.item.endOfList)).toBeInTheDocument();
    expect(screen.getAllByRole("article", { name: "ختم" })).toHaveLength(12);
  });
});
