import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { addUnread, UNREAD_CHATS_KEY } from "../../../shared/marketplace/unreadChats";
import { createFakeServer, type FakeRequest, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import type { Reply } from "../chatMerge";
import { CHAT_WINDOW } from "./ChatMessages";
import { ChatPanel } from "./ChatPanel";

/** How many bubbles' texts were rendered: typing in the composer must render none. */
const bubbleRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("../linkify", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../linkify")>();
  return {
    linkify: (text: string) => {
      bubbleRenders.count += 1;
      return actual.linkify(text);
    },
  };
});

const m = messages.chat;
const ME = 101;
const r = (id: number, person_id: number, message: string): Reply => ({
  id,
  person_id,
  message,
  created_at: 1_763_000_000 + id * 60,
  type: "text",
});

function chatServer(stored: Reply[], options: { failSends?: () => boolean; holdSends?: Promise<void> } = {}) {
  return createFakeServer({
    "GET /api/order/service/item/list_replies": (request: FakeRequest) => {
      const after = request.query.get("timestamp");
      const rows = after === null ? stored : stored.filter((x) => x.created_at > Number(after));
      const offset = Number(request.query.get("offset") ?? 0);
      const limit = Number(request.query.get("limit") ?? 10);
      return { data: rows.slice(offset, offset + limit), count: rows.length };
    },
    "PUT /api/order/service/item/reply": async (request: FakeRequest) => {
      await options.holdSends;
      if (options.failSends?.()) return reply(503, { message: "سرور در دسترس نیست", code: 503 });
      const body = request.body as { message: string };
      const saved = r(stored.length + 1, ME, body.message);
      stored.push(saved);
      return { data: saved, message: "ارسال شد" };
    },
  });
}

describe("Chat", () => {
  it("shows the newest page, own and customer's bubbles apart, and older replies on demand", async () => {
    const stored = Array.from({ length: 13 }, (_, i) => r(i + 1, i % 2 ? ME : 9, `پیام ${i + 1}`));
    const server = chatServer(stored);
    await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    const list = await screen.findByRole("list", { name: m.title });
    await within(list).findByText("پیام 13");
    expect(within(list).queryByText("پیام 3")).toBeNull();
    expect(within(list).getByText("پیام 4")).toBeInTheDocument();
    expect(within(list).getByText("پیام 4").closest("li")).toHaveClass("own");
    expect(within(list).getByText("پیام 5").closest("li")).not.toHaveClass("own");
    await userEvent.click(within(list).getByRole("button", { name: m.older }));
    expect(await within(list).findByText("پیام 1")).toBeInTheDocument();
    const texts = within(list)
      .getAllByRole("listitem")
      .map((li) => li.querySelector(".chat-text")?.textContent)
      .filter(Boolean);
    expect(texts).toEqual(stored.map((x) => x.message));
  });

  it("mounts the newest bubbles of a long chat and shows the loaded older ones before asking the server", async () => {
    // Replies of one second: the poll after the first page brings all of them (it asks from a second before).
    const stored = Array.from({ length: 90 }, (_, i) => ({
      ...r(i + 1, 9, `پیام ${i + 1}`),
      created_at: 1_763_000_000,
    }));
    const server = chatServer(stored);
    await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    const list = await screen.findByRole("list", { name: m.title });
    await within(list).findByText(`پیام ${90 - CHAT_WINDOW + 1}`);
    const bubbles = () => list.querySelectorAll(".chat-bubble");
    expect(bubbles()).toHaveLength(CHAT_WINDOW);
    expect(within(list).getByText("پیام 90")).toBeInTheDocument();
    const asked = server.requests.length;
    await userEvent.click(within(list).getByRole("button", { name: m.older }));
    expect(await within(list).findByText(`پیام ${90 - 2 * CHAT_WINDOW + 1}`)).toBeInTheDocument();
    expect(bubbles()).toHaveLength(2 * CHAT_WINDOW);
    expect(server.requests.filter((x) => x.url.pathname.endsWith("/list_replies")).length).toBe(
      server.requests.slice(0, asked).filter((x) => x.url.pathname.endsWith("/list_replies")).length,
    );
  });

  it("typing in the composer renders no bubble again", async () => {
    const stored = Array.from({ length: 10 }, (_, i) => r(i + 1, i % 2 ? ME : 9, `پیام ${i + 1}`));
    const server = chatServer(stored);
    const { queryClient } = await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    const list = await screen.findByRole("list", { name: m.title });
    await within(list).findByText("پیام 10");
    // The poll after the first page answers too: its merge may render the bubbles, before the typing.
    await vi.waitFor(() => {
      expect(server.requests.some((x) => x.query.get("timestamp") !== null)).toBe(true);
      expect(queryClient.isFetching()).toBe(0);
    });
    const before = bubbleRenders.count;
    await userEvent.type(screen.getByLabelText(m.placeholder), "سلام");
    expect(screen.getByLabelText(m.placeholder)).toHaveValue("سلام");
    expect(bubbleRenders.count).toBe(before);
  });

  it("refuses empty text, sends with Ctrl+Enter and shows the stored reply once", async () => {
    const stored = [r(1, 9, "سلام، مراسم ساعت چند است؟")];
    const server = chatServer(stored);
    await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    await screen.findByText("سلام، مراسم ساعت چند است؟");
    await userEvent.click(screen.getByRole("button", { name: m.send }));
    expect(screen.getByRole("alert")).toHaveTextContent(m.writeMessage);
    const box = screen.getByLabelText(m.placeholder);
    await userEvent.type(box, "ساعت ۱۸");
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
    expect(box).toHaveValue("");
    await vi.waitFor(() =>
      expect(server.requests.find((x) => x.method === "PUT")?.body).toEqual({
        item_id: 5,
        message: "ساعت ۱۸",
        type: "text",
      }),
    );
    await vi.waitFor(() =>
      expect(screen.getByText("ساعت ۱۸").closest("li")).toHaveAttribute("data-state", "sent"),
    );
    expect(screen.getAllByText("ساعت ۱۸")).toHaveLength(1);
  });

  it("a failed send keeps the text, marks it, and goes out on retry", async () => {
    let fail = true;
    const server = chatServer([], { failSends: () => fail });
    await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    await screen.findByText(m.empty);
    await userEvent.type(screen.getByLabelText(m.placeholder), "پیام آفلاین");
    await userEvent.click(screen.getByRole("button", { name: m.send }));
    const bubble = (await screen.findByText("پیام آفلاین")).closest("li") as HTMLElement;
    await vi.waitFor(() => expect(bubble).toHaveAttribute("data-state", "failed"));
    expect(within(bubble).getByText(m.failed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(bubble).getByRole("button", { name: m.retry }));
    await vi.waitFor(() =>
      expect(screen.getByText("پیام آفلاین").closest("li")).toHaveAttribute("data-state", "sent"),
    );
  });

  it("refuses a message over 2000 characters before sending: the text stays, the excess is named", async () => {
    const server = chatServer([]);
    await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    await screen.findByText(m.empty);
    const input = screen.getByLabelText(m.placeholder);
    const long = "س".repeat(5000);
    await userEvent.click(input);
    await userEvent.paste(long);
    const tooLong = m.tooLong("۲۰۰۰", "۳۰۰۰");
    expect(screen.getByRole("alert")).toHaveTextContent(tooLong);
    expect(screen.getByRole("button", { name: m.send })).toBeDisabled();
    fireEvent.keyDown(input, { key: "Enter", ctrlKey: true });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(input).toHaveValue(long);
    expect(screen.queryByText(long, { selector: ".chat-text, .chat-text *" })).toBeNull();
    expect(server.requests.filter((x) => x.method === "PUT")).toHaveLength(0);
    // Cut to the limit (surrounding spaces are not sent, so not counted), it goes.
    fireEvent.change(input, { target: { value: ` ${"س".repeat(2000)} ` } });
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: m.send }));
    await vi.waitFor(() => expect(server.requests.filter((x) => x.method === "PUT")).toHaveLength(1));
  });

  it("a message the server refuses (4xx) is not retried: its reason shows and its text goes back to the composer", async () => {
    const server = createFakeServer({
      "GET /api/order/service/item/list_replies": () => ({ data: [], count: 0 }),
      "PUT /api/order/service/item/reply": () =>
        reply(400, { message: "متن پیام پذیرفته نیست (message)", code: 1000 }),
    });
    await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    await screen.findByText(m.empty);
    const input = screen.getByLabelText(m.placeholder);
    await userEvent.type(input, "پیام ردشده");
    await userEvent.click(screen.getByRole("button", { name: m.send }));
    const bubble = (await screen.findByText("پیام ردشده")).closest("li") as HTMLElement;
    await within(bubble).findByText("متن پیام پذیرفته نیست");
    expect(bubble).toHaveAttribute("data-state", "failed");
    expect(within(bubble).queryByText(m.failed)).toBeNull();
    expect(within(bubble).queryByRole("button", { name: m.retry })).toBeNull();
    // Coming back online retries what failed on the way, not what the server refused.
    window.dispatchEvent(new Event("online"));
    expect(server.requests.filter((x) => x.method === "PUT")).toHaveLength(1);
    await userEvent.type(input, "و این");
    await userEvent.click(within(bubble).getByRole("button", { name: m.restore }));
    expect(input).toHaveValue("و این\nپیام ردشده");
    expect(screen.queryByText("پیام ردشده", { selector: ".chat-text, .chat-text *" })).toBeNull();
  });

  it("an unsent message survives a remount (reload), comes back marked unsent and is delivered once", async () => {
    let fail = true;
    const stored: Reply[] = [];
    const server = chatServer(stored, { failSends: () => fail });
    const first = await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    await screen.findByText(m.empty);
    await userEvent.type(screen.getByLabelText(m.placeholder), "پیام نگه‌داشته");
    await userEvent.click(screen.getByRole("button", { name: m.send }));
    await vi.waitFor(() =>
      expect(screen.getByText("پیام نگه‌داشته").closest("li")).toHaveAttribute("data-state", "failed"),
    );
    first.unmount();
    fail = false;
    await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    // Restored, then sent again once the first page shows the server does not have it.
    expect(await screen.findByText("پیام نگه‌داشته")).toBeInTheDocument();
    await vi.waitFor(
      () => expect(screen.getByText("پیام نگه‌داشته").closest("li")).toHaveAttribute("data-state", "sent"),
      { timeout: 4000 },
    );
    expect(stored.filter((x) => x.message === "پیام نگه‌داشته")).toHaveLength(1);
    expect(Object.keys(localStorage).filter((k) => k.startsWith("panel:draft:chat:"))).toEqual([]);
  });

  it("a restored message the server already has is not sent again", async () => {
    const stored = [r(1, ME, "رسیده بود")];
    localStorage.setItem(
      "panel:draft:chat:v1:101:5",
      JSON.stringify([{ localId: "x", message: "رسیده بود", created_at: stored[0]?.created_at ?? 0 }]),
    );
    const server = chatServer(stored);
    await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    await vi.waitFor(() =>
      expect(screen.getByText("رسیده بود").closest("li")).toHaveAttribute("data-state", "sent"),
    );
    expect(screen.getAllByText("رسیده بود")).toHaveLength(1);
    expect(server.requests.filter((x) => x.method === "PUT")).toHaveLength(0);
    // The device's copy goes in the effect after that render.
    await vi.waitFor(() => expect(localStorage.getItem("panel:draft:chat:v1:101:5")).toBeNull());
    expect(server.requests.filter((x) => x.method === "PUT")).toHaveLength(0);
  });

  // Issue 27 item 10.
  it("names the customer and the ceremony in the title, not the item's id", async () => {
    const server = createFakeServer({
      "GET /api/order/service/item/list_replies": () => ({ data: [], count: 0 }),
      "GET /api/order/service/item/get": () => ({
        data: {
          id: 142,
          customer: { id: 9, first_name: "زهرا", last_name: "کریمی", pic: "" },
          properties: { ceremony_id: 61 },
        },
      }),
    });
    await renderApp(<ChatPanel itemId={142} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    const dialog = await screen.findByRole("dialog", { name: "گفتگو با زهرا کریمی — ختم" });
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByText(/۱۴۲/)).toBeNull();
  });

  it("keeps what was typed per chat when the sheet closes", async () => {
    const server = chatServer([]);
    const first = await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    await userEvent.type(await screen.findByLabelText(m.placeholder), "تا ساعت ۱۸");
    first.unmount();
    const again = await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    expect(await screen.findByLabelText(m.placeholder)).toHaveValue("تا ساعت ۱۸");
    again.unmount();
    const other = await renderApp(<ChatPanel itemId={6} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    expect(await screen.findByLabelText(m.placeholder)).toHaveValue("");
    other.unmount();
    await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    await screen.findByRole("list", { name: m.title });
    await userEvent.click(screen.getByRole("button", { name: m.send }));
    expect(screen.getByLabelText(m.placeholder)).toHaveValue("");
    expect(localStorage.getItem("panel:draft:chat-text:v1:101:5")).toBeNull();
  });

  it("hints Ctrl+Enter only where a keyboard is", async () => {
    const server = chatServer([]);
    const phone = await renderApp(<ChatPanel itemId={7} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    expect(screen.queryByText(m.hintKeys)).toBeNull();
    phone.unmount();
    // jsdom has no matchMedia: a desktop browser's answer for a fine pointer that hovers.
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: true, media: query }) as MediaQueryList);
    await renderApp(<ChatPanel itemId={7} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    expect(screen.getByText(m.hintKeys)).toHaveAttribute("dir", "ltr");
    vi.unstubAllGlobals();
  });

  it("makes phone numbers and web addresses in a message tappable, and nothing else", async () => {
    const server = chatServer([
      r(1, 9, "با ۰۹۱۲۳۴۵۶۷۸۹ تماس بگیرید یا https://maps.example/p ببینید؛ javascript:alert(1)"),
    ]);
    await renderApp(<ChatPanel itemId={8} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    const phone = await screen.findByRole("link", { name: "۰۹۱۲۳۴۵۶۷۸۹" });
    expect(phone).toHaveAttribute("href", "tel:09123456789");
    const web = screen.getByRole("link", { name: "https://maps.example/p" });
    expect(web).toHaveAttribute("href", "https://maps.example/p");
    expect(web).toHaveAttribute("rel", "noopener noreferrer");
    expect(web).toHaveAttribute("target", "_blank");
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("opening a chat reads its unread replies", async () => {
    const server = chatServer([r(1, 9, "سلام")]);
    const { queryClient } = await renderApp(<ChatPanel itemId={5} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
      prepare: ({ queryClient }) => {
        addUnread(queryClient, 5);
        addUnread(queryClient, 6);
      },
    });
    await screen.findByText("سلام");
    expect(queryClient.getQueryData(UNREAD_CHATS_KEY)).toEqual({ 6: 1 });
  });

  it("keeps an own message's bubble the same element from sending to sent", async () => {
    let answer: () => void = () => undefined;
    const server = chatServer([], { holdSends: new Promise<void>((resolve) => (answer = resolve)) });
    await renderApp(<ChatPanel itemId={10} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    const list = await screen.findByRole("list", { name: m.title });
    await userEvent.type(screen.getByLabelText(m.placeholder), "See you at 5pm");
    await userEvent.click(screen.getByRole("button", { name: m.send }));
    const sending = within(list).getByText("See you at 5pm").closest("li");
    expect(sending).toHaveAttribute("data-state", "sending");
    answer();
    await vi.waitFor(() => expect(sending).toHaveAttribute("data-state", "sent"));
    expect(sending?.isConnected).toBe(true);
    expect(within(list).getAllByText("See you at 5pm")).toHaveLength(1);
  });

  it("lets Latin text keep its own direction in the bubbles and in a non-empty composer (issue 27 item 14)", async () => {
    const server = chatServer([r(1, 9, "Hello, see you at 5pm")]);
    await renderApp(<ChatPanel itemId={9} me={ME} onClose={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    const bubble = await screen.findByText("Hello, see you at 5pm");
    expect(bubble.closest(".chat-text")).toHaveAttribute("dir", "auto");
    const composer = screen.getByLabelText(m.placeholder);
    // Empty, it stays with the page (Chromium would turn an empty auto field left to right).
    expect(composer).not.toHaveAttribute("dir");
    await userEvent.type(composer, "Hello");
    expect(composer).toHaveAttribute("dir", "auto");
  });
});
