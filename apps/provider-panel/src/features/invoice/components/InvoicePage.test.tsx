import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { addUnread, clearUnread } from "../../../shared/marketplace/unreadChats";
import { createFakeServer, type FakeRequest, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { InvoicePage, type InvoiceSearch } from "./InvoicePage";

/** How many times the list of cards rendered: the chat must open and close without rendering it again. */
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

const item = (id: number, status_id: number) => ({
  id,
  order_id: 700 + id,
  status_id,
  offer_status_id: status_id,
  created_at: 1_763_000_000,
  price: 1_000_000,
  count: 1,
  factor: { final_price: 1_000_000, total: 1_000_000 },
  properties: { ceremony_id: 62, time: { start: 1_763_985_600, end: 1_763_996_400 } },
  parent_form_data: null,
  customer: { id: 9, first_name: "علی", last_name: "رضایی", pic: null },
  content: { id: 3, form_id: 301, fields: {} },
});

function serverWith(items: unknown[], status = 200) {
  const list = (request: FakeRequest) => {
    if (status !== 200) return reply(status, { message: "خطای سرور", code: status });
    const offset = Number(request.query.get("offset") ?? 0);
    return { data: items.slice(offset, offset + 10), count: items.length };
  };
  return createFakeServer({
    "GET /api/order/service/item/readiness/list": list,
    "GET /api/order/service/item/accepted/list": list,
    // The single item keeps its request status (2 processing) beside this provider's answer (0 searching).
    "GET /api/order/service/item/get": (request: FakeRequest) => ({
      data: { ...item(Number(request.query.get("id")), 2), offer_status_id: 0 },
    }),
  });
}

/** The accepted list with its search held in state, as the route holds it in the URL. */
function ChatScreen() {
  const [search, setSearch] = useState<InvoiceSearch>({});
  return (
    <InvoicePage
      kind="accepted"
      search={search}
      onSearch={setSearch}
      renderChat={(id, close) => (
        <button type="button" onClick={close}>
          chat {id}
        </button>
      )}
    />
  );
}

describe("Invoices", () => {
  it("shows an accepted item's unread replies on its card until its chat opens", async () => {
    const server = serverWith([item(1, 1), item(2, 1)]);
    const { queryClient } = await renderApp(
      <InvoicePage kind="accepted" search={{}} onSearch={() => undefined} renderChat={() => null} />,
      {
        fetch: server.fetch,
        signedIn: true,
        prepare: ({ queryClient }) => {
          addUnread(queryClient, 2);
          addUnread(queryClient, 2);
        },
      },
    );
    const [quiet, written] = (await screen.findAllByRole("article")) as [HTMLElement, HTMLElement];
    expect(within(quiet).getByRole("button", { name: messages.invoice.chat })).toBeInTheDocument();
    expect(
      within(written).getByRole("button", {
        name: `${messages.invoice.chat}، ${messages.invoice.unread("۲")}`,
      }),
    ).toBeInTheDocument();
    expect(within(written).getByTestId("item-unread")).toHaveTextContent("۲");
    act(() => clearUnread(queryClient, 2));
    await waitFor(() => expect(within(written).queryByTestId("item-unread")).toBeNull());
  });

  it("lists readiness items with accepted-list statuses and offers the chat only on accepted ones", async () => {
    const server = serverWith([item(1, 0), item(2, 1)]);
    const onSearch = vi.fn();
    await renderApp(
      <InvoicePage kind="readiness" search={{}} onSearch={onSearch} renderChat={() => null} />,
      { fetch: server.fetch, signedIn: true },
    );
    const [searching, accepted] = (await screen.findAllByRole("article")) as [HTMLElement, HTMLElement];
    expect(within(searching).getByText("در جستجوی مجری")).toBeInTheDocument();
    expect(within(searching).queryByRole("button", { name: messages.invoice.chat })).toBeNull();
    expect(within(accepted).getByText("پذیرفته شده")).toBeInTheDocument();
    await userEvent.click(within(accepted).getByRole("button", { name: messages.invoice.chat }));
    // The chat's address is written once the tap's frame is painted.
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ detailId: undefined, chat: 2 }));
    await userEvent.click(within(searching).getByRole("button", { name: messages.item.details }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ detailId: 1 }));
  });

  it("opens and closes the chat over the list without rendering the cards again", async () => {
    const server = serverWith([item(1, 1), item(2, 1)]);
    const { queryClient } = await renderApp(<ChatScreen />, { fetch: server.fetch, signedIn: true });
    const chats = await screen.findAllByRole("button", { name: messages.invoice.chat });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const before = itemListRenders.count;
    await userEvent.click(chats[0] as HTMLElement);
    await userEvent.click(await screen.findByRole("button", { name: "chat 1" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "chat 1" })).not.toBeInTheDocument());
    expect(itemListRenders.count).toBe(before);
  });

  it("renders the chat overlay addressed in the URL and closes it by replacing the entry", async () => {
    const server = serverWith([]);
    const onSearch = vi.fn();
    await renderApp(
      <InvoicePage
        kind="readiness"
        search={{ chat: 4 }}
        onSearch={onSearch}
        renderChat={(id, close) => (
          <button type="button" onClick={close}>
            chat {id}
          </button>
        )}
      />,
      { fetch: server.fetch, signedIn: true },
    );
    expect(await screen.findByText(messages.invoice.emptyReadiness)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "chat 4" }));
    expect(screen.queryByRole("button", { name: "chat 4" })).toBeNull();
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ chat: undefined }, { replace: true }));
  });

  it("the detail names the provider's answer with the accepted-list statuses, as its card did", async () => {
    const server = serverWith([item(1, 0)]);
    await renderApp(
      <InvoicePage kind="readiness" search={{ detailId: 1 }} onSearch={vi.fn()} renderChat={() => null} />,
      { fetch: server.fetch, signedIn: true },
    );
    const dialog = await screen.findByRole("dialog", { name: messages.item.detailTitle });
    const card = await within(dialog).findByRole("article");
    expect(within(card).getByText("در جستجوی مجری")).toBeInTheDocument();
    // Not the request status 2 read in the other enumeration.
    expect(within(card).queryByText("در حال بررسی")).toBeNull();
    expect(card.querySelector(".item-status")).toHaveAttribute("data-tone", "waiting");
  });

  it("the detail offers the chat by the provider's answer, not by the request status beside it", async () => {
    // Request status 1 (awaiting payment) would read as 'accepted' in the other enumeration; the answer is 0.
    const server = createFakeServer({
      "GET /api/order/service/item/readiness/list": () => ({ data: [item(1, 0)], count: 1 }),
      "GET /api/order/service/item/get": () => ({ data: { ...item(1, 1), offer_status_id: 0 } }),
    });
    await renderApp(
      <InvoicePage kind="readiness" search={{ detailId: 1 }} onSearch={vi.fn()} renderChat={() => null} />,
      { fetch: server.fetch, signedIn: true },
    );
    const dialog = await screen.findByRole("dialog", { name: messages.item.detailTitle });
    const card = await within(dialog).findByRole("article");
    expect(within(card).getByText("در جستجوی مجری")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: messages.invoice.chat })).toBeNull();
  });

  it.each([
    ["/panel/invoice", "readiness" as const],
    ["/panel/invoice/accepted", "accepted" as const],
  ])("on %s only its own tab chip is marked active", async (path, kind) => {
    const server = serverWith([]);
    await renderApp(<InvoicePage kind={kind} search={{}} onSearch={vi.fn()} renderChat={() => null} />, {
      fetch: server.fetch,
      signedIn: true,
      path,
    });
    const nav = await screen.findByRole("navigation", { name: messages.invoice.title });
    const active = within(nav)
      .getAllByRole("link")
      .filter((link) => link.classList.contains("active"));
    expect(active.map((link) => link.textContent)).toEqual([
      kind === "accepted" ? messages.invoice.acceptedTab : messages.invoice.readinessTab,
    ]);
  });

  it("shows the error view when the list fails", async () => {
    const server = serverWith([], 500);
    await renderApp(<InvoicePage kind="readiness" search={{}} onSearch={vi.fn()} renderChat={() => null} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("خطای سرور");
  });
});
