import type { components } from "@ceremony/api-client/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { createFakeServer, type FakeAnswer, type FakeRequest, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { NewTicketForm } from "./NewTicketForm";
import { TicketDetail } from "./TicketDetail";

const t = messages.ticket;
const ticket = (
  status_id: components["schemas"]["TicketStatus"],
  is_useful: boolean | null = null,
): components["schemas"]["Ticket"] => ({
  id: 7,
  subject: "موضوع",
  description: "شرح",
  section: null,
  status_id,
  created_at: 1710880200,
  is_useful,
});

type Routes = Record<string, (request: FakeRequest) => FakeAnswer>;

/** Ticket 7 at a status, with its replies, and the routes a test adds. */
const ticketServer = (t: ReturnType<typeof ticket>, routes: Routes = {}, replies: unknown[] = []) =>
  createFakeServer({
    "GET /api/ticket/get": () => ({ data: t }),
    "GET /api/ticket/list_replies": () => ({ data: replies, count: replies.length }),
    ...routes,
  });

const newTicketServer = () =>
  createFakeServer({
    "GET /api/ticket/section/all": () => ({ data: [{ id: 2, name: "مالی" }] }),
    "POST /api/ticket/create": () => ({ data: { id: 9 }, message: "ثبت شد" }),
  });

const sent = (server: ReturnType<typeof createFakeServer>, route: string) =>
  server.requests.filter((q) => `${q.method} ${q.url.pathname}` === route).map((q) => q.body);

describe("NewTicketForm", () => {
  it("validates subject and description on change and sends an empty section as null", async () => {
    const server = newTicketServer();
    const { router } = await renderApp(<NewTicketForm />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.subject), "a");
    await user.clear(screen.getByLabelText(t.subject));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.required);
    expect(screen.getByLabelText(t.description).tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText(t.description)).toHaveAttribute("rows", "4");
    await user.click(screen.getByRole("button", { name: t.send }));
    expect(screen.getAllByRole("alert")).toHaveLength(2);
    await user.type(screen.getByLabelText(t.subject), "پرسش");
    await user.type(screen.getByLabelText(t.description), "شرح پرسش");
    await user.click(screen.getByRole("button", { name: t.send }));
    await waitFor(() =>
      expect(sent(server, "POST /api/ticket/create")).toEqual([
        { subject: "پرسش", description: "شرح پرسش", section_id: null },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/ticket/9"));
  });

  it("a double tap sends the ticket once", async () => {
    const server = newTicketServer();
    await renderApp(<NewTicketForm />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.subject), "پرسش");
    await user.type(screen.getByLabelText(t.description), "شرح پرسش");
    const form = screen.getByRole("button", { name: t.send }).closest("form") as HTMLFormElement;
    // Two submits before the button's busy state is drawn (a fast double tap).
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(sent(server, "POST /api/ticket/create")).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: t.send })).not.toHaveAttribute("aria-busy"),
    );
    expect(sent(server, "POST /api/ticket/create")).toHaveLength(1);
  });
});

describe("TicketDetail", () => {
  it("open: close and reply offered, no feedback; an empty reply is refused", async () => {
    const server = ticketServer(ticket(0), { "PUT /api/ticket/reply": () => ({ message: "ok" }) });
    await renderApp(<TicketDetail id={7} />, { fetch: server.fetch });
    const user = userEvent.setup();
    expect(await screen.findByRole("button", { name: t.close })).toBeInTheDocument();
    expect(screen.queryByText(t.feedbackQuestion)).toBeNull();
    expect(screen.getByTestId("ticket-status")).toHaveClass("badge-green");
    await user.click(screen.getByRole("button", { name: t.sendReply }));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.required);
    expect(sent(server, "PUT /api/ticket/reply")).toEqual([]);
    await user.type(screen.getByLabelText(t.reply), "پاسخ من");
    await user.click(screen.getByRole("button", { name: t.sendReply }));
    await waitFor(() =>
      expect(sent(server, "PUT /api/ticket/reply")).toEqual([{ id: 7, message: "پاسخ من", type: "text" }]),
    );
  });

  it("closing asks first; cancelling sends nothing, confirming closes", async () => {
    const server = ticketServer(ticket(1), { "PUT /api/ticket/close": () => ({ message: "بسته شد" }) });
    await renderApp(<TicketDetail id={7} />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: t.close }));
    expect(await screen.findByRole("dialog", { name: t.closeConfirmTitle })).toHaveTextContent(
      t.closeConfirmBody,
    );
    await user.click(screen.getByRole("button", { name: t.keepOpen }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent(server, "PUT /api/ticket/close")).toEqual([]);
    await user.click(screen.getByRole("button", { name: t.close }));
    await user.click(await screen.findByRole("button", { name: t.closeConfirmYes }));
    await waitFor(() => expect(sent(server, "PUT /api/ticket/close")).toEqual([{ id: 7 }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("answered: no reply or close; feedback once, and a repeat shows the already-registered message", async () => {
    const server = ticketServer(
      ticket(2),
      { "PUT /api/ticket/set_is_useful": () => reply(400, { code: 1020, message: "x" }) },
      [{ id: 1, message: "پاسخ کارشناس", name: "", created_at: 1, person_identifier: { kind_id: 3 } }],
    );
    const { toaster } = await renderApp(<TicketDetail id={7} />, { fetch: server.fetch });
    const user = userEvent.setup();
    expect(await screen.findByText(t.expert)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.close })).toBeNull();
    expect(screen.queryByLabelText(t.reply)).toBeNull();
    // Where replying is closed, the screen says so and offers a new request instead.
    expect(screen.getByTestId("ticket-no-reply")).toHaveTextContent(t.answeredHint);
    expect(screen.getByRole("link", { name: t.newRequest })).toHaveAttribute("href", "/panel/ticket/new");
    await user.click(screen.getByRole("button", { name: new RegExp(t.useful) }));
    await waitFor(() =>
      expect(toaster.list().map((x) => x.text)).toContain(messages.screenErrors.feedbackRepeated),
    );
  });

  it("closed with feedback: red status and the given feedback, no buttons", async () => {
    await renderApp(<TicketDetail id={7} />, { fetch: ticketServer(ticket(3, false)).fetch });
    expect(await screen.findByText(t.feedbackGiven(false))).toBeInTheDocument();
    expect(screen.getByTestId("ticket-status")).toHaveClass("badge-red");
    expect(screen.queryByRole("button", { name: new RegExp(t.useful) })).toBeNull();
  });
});

describe("NewTicketForm draft", () => {
  it("a reload keeps the subject and description; sending removes them", async () => {
    const server = newTicketServer();
    const first = await renderApp(<NewTicketForm />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.subject), "پرسش");
    await user.type(screen.getByLabelText(t.description), "شرح پرسش");
    first.unmount();
    await renderApp(<NewTicketForm />, { fetch: server.fetch });
    expect(screen.getByLabelText(t.subject)).toHaveValue("پرسش");
    expect(screen.getByLabelText(t.description)).toHaveValue("شرح پرسش");
    await user.click(screen.getByRole("button", { name: t.send }));
    await waitFor(() => expect(sent(server, "POST /api/ticket/create")).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem("panel:draft:v1:ticket-new")).toBeNull());
  });
});

describe("TicketDetail draft", () => {
  it("a reload keeps the reply being written to that ticket only; sending removes it", async () => {
    const server = ticketServer(ticket(0), { "PUT /api/ticket/reply": () => ({ message: "ok" }) });
    const first = await renderApp(<TicketDetail id={7} />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t.reply), "پاسخ نیمه‌کاره");
    first.unmount();
    await renderApp(<TicketDetail id={7} />, { fetch: server.fetch });
    expect(await screen.findByLabelText(t.reply)).toHaveValue("پاسخ نیمه‌کاره");
    await user.click(screen.getByRole("button", { name: t.sendReply }));
    await waitFor(() =>
      expect(sent(server, "PUT /api/ticket/reply")).toEqual([
        { id: 7, message: "پاسخ نیمه‌کاره", type: "text" },
      ]),
    );
    await waitFor(() => expect(localStorage.getItem("panel:draft:v1:ticket-reply:7")).toBeNull());
    expect(screen.getByLabelText(t.reply)).toHaveValue("");
  });
});

describe("TicketDetail after a failed refetch", () => {
  it("keeps the ticket and its replies on screen instead of replacing them with the error view", async () => {
    let failing = false;
    const server = createFakeServer({
      "GET /api/ticket/get": () => (failing ? reply(503, { message: "خطای سرور" }) : { data: ticket(1) }),
      "GET /api/ticket/list_replies": () =>
        failing ? reply(503, { message: "خطای سرور" }) : { data: [], count: 0 },
    });
    const { queryClient } = await renderApp(<TicketDetail id={7} />, { fetch: server.fetch });
    expect(await screen.findByText("موضوع")).toBeInTheDocument();
    failing = true;
    await queryClient.refetchQueries();
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .some((q) => q.state.status === "error"),
      ).toBe(true),
    );
    expect(screen.getByText("موضوع")).toBeInTheDocument();
    expect(screen.queryByText(messages.screenErrors.screenFetch)).toBeNull();
  });
});

describe("ticket mistakes", () => {
  it("a subject pasted past its limit is kept whole and refused with the reason, not cut where it was", async () => {
    await renderApp(<NewTicketForm />, { fetch: newTicketServer().fetch });
    const user = userEvent.setup();
    const long = "موضوع ".repeat(40).trim();
    await user.click(screen.getByLabelText(t.subject));
    await user.paste(long);
    expect(screen.getByLabelText(t.subject)).toHaveValue(long);
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.format);
  });

  it("a ticket that does not exist says so and leads back to the history, with no retry that cannot help", async () => {
    const server = createFakeServer({
      "GET /api/ticket/get": () => reply(404, { message: "موردی یافت نشد." }),
      "GET /api/ticket/list_replies": () => reply(404, { message: "موردی یافت نشد." }),
    });
    await renderApp(<TicketDetail id={999999} />, { fetch: server.fetch });
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.backToHistory })).toHaveAttribute("href", "/panel/ticket");
    expect(screen.queryByRole("button", { name: messages.gate.retry })).toBeNull();
  });
});
