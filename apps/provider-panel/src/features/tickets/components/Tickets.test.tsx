import { ApiError } from "@ceremony/api-client";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import type { Ticket } from "../../../shared/api/types";
import { fakeApi } from "../../../testing/fakeApi";
import { renderApp } from "../../../testing/renderApp";
import { NewTicketForm } from "./NewTicketForm";
import { TicketDetail } from "./TicketDetail";

const t = messages.ticket;
const ticket = (status_id: number, is_useful: boolean | null = null): Ticket => ({
  id: 7,
  subject: "موضوع",
  description: "شرح",
  section: null,
  status_id,
  created_at: 1710880200,
  is_useful,
});

describe("NewTicketForm", () => {
  it("validates subject and description on change and sends an empty section as null", async () => {
    const createTicket = vi.fn(async () => ({ id: 9, message: "ثبت شد" }));
    const listTicketSections = vi.fn(async () => [{ id: 2, name: "مالی" }]);
    const { router } = await renderApp(<NewTicketForm />, {
      api: fakeApi({ createTicket, listTicketSections }),
    });
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
      expect(createTicket).toHaveBeenCalledWith({
        subject: "پرسش",
        description: "شرح پرسش",
        section_id: null,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/ticket/9"));
  });
});

describe("TicketDetail", () => {
  it("open: close and reply offered, no feedback; an empty reply is refused", async () => {
    const replyTicket = vi.fn(async () => "ok");
    await renderApp(<TicketDetail id={7} />, {
      api: fakeApi({
        getTicket: vi.fn(async () => ticket(0)),
        listTicketReplies: vi.fn(async () => ({ data: [], count: 0 })),
        replyTicket,
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole("button", { name: t.close })).toBeInTheDocument();
    expect(screen.queryByText(t.feedbackQuestion)).toBeNull();
    expect(screen.getByTestId("ticket-status")).toHaveClass("badge-green");
    await user.click(screen.getByRole("button", { name: t.sendReply }));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.required);
    expect(replyTicket).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(t.reply), "پاسخ من");
    await user.click(screen.getByRole("button", { name: t.sendReply }));
    await waitFor(() => expect(replyTicket).toHaveBeenCalledWith(7, "پاسخ من"));
  });

  it("closing asks first; cancelling sends nothing, confirming closes", async () => {
    const closeTicket = vi.fn(async () => "بسته شد");
    await renderApp(<TicketDetail id={7} />, {
      api: fakeApi({
        getTicket: vi.fn(async () => ticket(1)),
        listTicketReplies: vi.fn(async () => ({ data: [], count: 0 })),
        closeTicket,
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: t.close }));
    expect(await screen.findByRole("dialog", { name: t.closeConfirmTitle })).toHaveTextContent(
      t.closeConfirmBody,
    );
    await user.click(screen.getByRole("button", { name: t.keepOpen }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(closeTicket).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: t.close }));
    await user.click(await screen.findByRole("button", { name: t.closeConfirmYes }));
    await waitFor(() => expect(closeTicket).toHaveBeenCalledWith(7));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("answered: no reply or close; feedback once, and a repeat shows the already-registered message", async () => {
    const setTicketUseful = vi.fn(async () => {
      throw new ApiError({ code: 1020, status: 400, message: "x" });
    });
    const { toaster } = await renderApp(<TicketDetail id={7} />, {
      api: fakeApi({
        getTicket: vi.fn(async () => ticket(2)),
        listTicketReplies: vi.fn(async () => ({
          data: [
            { id: 1, message: "پاسخ کارشناس", name: "", created_at: 1, person_identifier: { kind_id: 3 } },
          ],
          count: 1,
        })),
        setTicketUseful,
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(t.expert)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.close })).toBeNull();
    expect(screen.queryByLabelText(t.reply)).toBeNull();
    // Issue 14 item 10: where replying is closed, the screen says so and offers a new request instead.
    expect(screen.getByTestId("ticket-no-reply")).toHaveTextContent(t.answeredHint);
    expect(screen.getByRole("link", { name: t.newRequest })).toHaveAttribute("href", "/panel/ticket/new");
    await user.click(screen.getByRole("button", { name: new RegExp(t.useful) }));
    await waitFor(() =>
      expect(toaster.list().map((x) => x.text)).toContain(messages.screenErrors.feedbackRepeated),
    );
  });

  it("closed with feedback: red status and the given feedback, no buttons", async () => {
    await renderApp(<TicketDetail id={7} />, {
      api: fakeApi({
        getTicket: vi.fn(async () => ticket(3, false)),
        listTicketReplies: vi.fn(async () => ({ data: [], count: 0 })),
      }),
    });
    expect(await screen.findByText(t.feedbackGiven(false))).toBeInTheDocument();
    expect(screen.getByTestId("ticket-status")).toHaveClass("badge-red");
    expect(screen.queryByRole("button", { name: new RegExp(t.useful) })).toBeNull();
  });
});

describe("NewTicketForm draft", () => {
  it("a reload keeps the subject and description; sending removes them", async () => {
    const createTicket = vi.fn(async () => ({ id: 9, message: "ثبت شد" }));
    const api = fakeApi({ createTicket, listTicketSections: vi.fn(async () => []) });
    const first = await renderApp(<NewTicketForm />, { api });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.subject), "پرسش");
    await user.type(screen.getByLabelText(t.description), "شرح پرسش");
    first.unmount();
    await renderApp(<NewTicketForm />, { api });
    expect(screen.getByLabelText(t.subject)).toHaveValue("پرسش");
    expect(screen.getByLabelText(t.description)).toHaveValue("شرح پرسش");
    await user.click(screen.getByRole("button", { name: t.send }));
    await waitFor(() => expect(createTicket).toHaveBeenCalled());
    await waitFor(() => expect(localStorage.getItem("panel:draft:v1:ticket-new")).toBeNull());
  });
});
