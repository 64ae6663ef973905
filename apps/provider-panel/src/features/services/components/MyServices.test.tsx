import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { formatJalali } from "../../../shared/format/jalali";
import { createFakeServer, type FakeRequest, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { MyServices } from "./MyServices";

const s = messages.services;

const content = (
  id: number,
  formId: number,
  title: string,
  parentId: number,
  status: number,
  createdAt: number,
) => ({
  id,
  form_id: formId,
  content_id: id,
  form: { id: formId, title, parent_id: parentId },
  content: { status_id: status, form_id: formId, created_at: createdAt },
});

function batchAnswer(status: number, body: unknown) {
  return (request: FakeRequest) => {
    const [call] = (request.body as { requests: { identifier: string; url: string }[] }).requests;
    return { data: [{ identifier: call?.identifier, response: { status_code: status, body } }] };
  };
}

describe("My services", () => {
  it("says what happens next: the provider's own title, the steps saved, review, and an edit awaiting approval", async () => {
    const server = createFakeServer({
      "POST /api/batch": batchAnswer(200, {
        data: [
          {
            ...content(11, 301, "مداحی", 3, 1, 1_763_000_000),
            title: "حاج علی محمدی",
            progress: { done: 4, total: 4 },
            pending_change: true,
          },
          {
            ...content(12, 302, "روضه خوانی", 3, 4, 1_763_100_000),
            title: null,
            progress: { done: 1, total: 4 },
            pending_change: false,
          },
          { ...content(13, 303, "سخنرانی", 3, 0, 1_763_200_000), progress: { done: 4, total: 4 } },
        ],
      }),
    });
    await renderApp(<MyServices />, { fetch: server.fetch, signedIn: true, path: "/panel/services" });
    await userEvent.setup().click(await screen.findByRole("button", { name: /خدمات مراسم/ }));
    const list = within(screen.getByRole("region", { name: "خدمات مراسم" }));
    const own = list.getByRole("link", { name: `${s.edit} حاج علی محمدی، مداحی` });
    const ownRow = within(own.closest("li") as HTMLElement);
    expect(ownRow.getByText("حاج علی محمدی")).toBeInTheDocument();
    expect(ownRow.getByText(s.pendingChange)).toBeInTheDocument();
    expect(ownRow.getByText(s.note.pendingChange)).toBeInTheDocument();
    expect(ownRow.queryByText(/از ۴ مرحله/)).toBeNull();
    const draftRow = within(
      list.getByRole("link", { name: `${s.continueFlow} روضه خوانی` }).closest("li") as HTMLElement,
    );
    expect(draftRow.getByText(s.progress("۱", "۴"))).toBeInTheDocument();
    expect(draftRow.getByText(s.note.draft)).toBeInTheDocument();
    const waitingRow = within(
      list.getByRole("link", { name: `${s.edit} سخنرانی` }).closest("li") as HTMLElement,
    );
    expect(waitingRow.getByText(s.note.waiting)).toBeInTheDocument();
  });

  it("asks through the batch call and shows category cards that open to their services", async () => {
    const server = createFakeServer({
      "POST /api/batch": batchAnswer(200, {
        data: [
          content(11, 501, "تالار و سالن", 5, 1, 1_763_000_000),
          content(12, 301, "مداحی", 3, 4, 1_763_100_000),
          content(13, 302, "روضه خوانی", 3, 2, 1_763_200_000),
        ],
      }),
    });
    await renderApp(<MyServices />, { fetch: server.fetch, signedIn: true, path: "/panel/services" });
    const ceremony = await screen.findByRole("button", { name: /خدمات مراسم/ });
    expect(ceremony).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: /اماکن و تالارها/ })).toBeInTheDocument();
    const batch = server.requests[0]?.body as { requests: { url: string }[] } | undefined;
    expect(batch?.requests[0]?.url).toBe("/api/provider_content/sub_provider_all");

    const user = userEvent.setup();
    await user.click(ceremony);
    const list = within(screen.getByRole("region", { name: "خدمات مراسم" }));
    expect(list.getByText(s.status[4])).toBeInTheDocument();
    expect(list.getByText(s.status[2])).toBeInTheDocument();
    expect(list.getByText(formatJalali(1_763_100_000, { time: false }))).toBeInTheDocument();
    expect(list.getByRole("link", { name: `${s.continueFlow} مداحی` })).toHaveAttribute(
      "href",
      "/panel/process/301?id=12",
    );
    expect(list.getByRole("link", { name: `${s.edit} روضه خوانی` })).toHaveAttribute(
      "href",
      "/panel/process/302?id=13",
    );

    await user.click(screen.getByRole("button", { name: s.showAll }));
    for (const toggle of screen.getAllByRole("button", { expanded: true })) expect(toggle).toBeVisible();
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: s.hideAll }));
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
    expect(screen.getByRole("link", { name: s.newLink })).toHaveAttribute("href", "/panel/services/new");
  });

  it("shows the generic error view when the batch item is not 200, and the empty view with no services", async () => {
    const failing = createFakeServer({ "POST /api/batch": batchAnswer(500, { message: "خطا", code: 500 }) });
    const first = await renderApp(<MyServices />, { fetch: failing.fetch, signedIn: true });
    expect(await screen.findByText(messages.screenErrors.screenFetch)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: messages.gate.retry })).toBeInTheDocument();
    first.unmount();

    const empty = createFakeServer({ "POST /api/batch": batchAnswer(200, { data: [] }) });
    await renderApp(<MyServices />, { fetch: empty.fetch, signedIn: true });
    expect(await screen.findByText(s.empty)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: s.addFirst })).toHaveAttribute("href", "/panel/services/new");
    expect(screen.queryByRole("button", { name: s.showAll })).toBeNull();
  });

  it("a failed batch call itself also ends in the error view", async () => {
    const server = createFakeServer({ "POST /api/batch": () => reply(502, { message: "خطا", code: null }) });
    await renderApp(<MyServices />, { fetch: server.fetch, signedIn: true });
    expect(await screen.findByText(messages.screenErrors.screenFetch)).toBeInTheDocument();
  });
});
