import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { Route } from "../../../routes/panel/notifications";
import { createFakeServer } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import type { NotificationsSearch } from "../notificationsSearch";
import { NotificationsPage } from "./NotificationsPage";

const n = messages.notifications;

/** The list's answer: one seen notice about nothing. */
const oneNotice = (id: number, text = "متن") => ({
  data: [{ id, subject: "اطلاعیه سامانه", text, seen: true, created_at: 1_762_000_000, item: null }],
  count: 1,
});

/** The page with its search kept as the route keeps it; `searches` records every address it asked for. */
function Page({
  initial = {},
  searches = [],
}: {
  initial?: NotificationsSearch;
  searches?: NotificationsSearch[];
}) {
  const [search, setSearch] = useState(initial);
  return (
    <NotificationsPage
      search={search}
      onSearch={(next) => {
        searches.push(next);
        setSearch(next);
      }}
    />
  );
}

describe("Notifications", () => {
  it("a 'new request' notification links to the request; one about nothing has no link", async () => {
    const server = createFakeServer({
      "GET /api/message/list": () => ({
        data: [
          {
            id: 2,
            subject: "درخواست جدید در انتظار شماست",
            text: "مشتری‌ای برای خدمت «مداحی» درخواست تازه‌ای ثبت کرده است.",
            seen: true,
            created_at: 1_763_000_000,
            item: { id: 150, form_id: 301 },
          },
          {
            id: 1,
            subject: "اطلاعیه سامانه",
            text: "متن",
            seen: true,
            created_at: 1_762_000_000,
            item: null,
          },
        ],
        count: 2,
      }),
    });
    await renderApp(<Page />, { fetch: server.fetch, signedIn: true });
    const [request, notice] = (await screen.findAllByRole("listitem")) as [HTMLElement, HTMLElement];
    await userEvent.click(within(request).getByRole("button", { name: n.details }));
    const dialog = await screen.findByRole("dialog", { name: "درخواست جدید در انتظار شماست" });
    expect(within(dialog).getByRole("link", { name: n.openRequest })).toHaveAttribute(
      "href",
      "/panel/requests?formId=301&detailId=150",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: messages.modal.close }));
    await userEvent.click(within(notice).getByRole("button", { name: n.details }));
    const other = await screen.findByRole("dialog", { name: "اطلاعیه سامانه" });
    expect(within(other).queryByRole("link", { name: n.openRequest })).toBeNull();
  });

  it("keeps the open detail in the address: opening writes it, closing removes it, and an address opens it", async () => {
    const server = createFakeServer({ "GET /api/message/list": () => oneNotice(7, "متن کامل") });
    const searches: NotificationsSearch[] = [];
    const first = await renderApp(<Page searches={searches} />, { fetch: server.fetch, signedIn: true });
    await userEvent.click(await screen.findByRole("button", { name: n.details }));
    expect(await screen.findByRole("dialog", { name: "اطلاعیه سامانه" })).toBeInTheDocument();
    await vi.waitFor(() => expect(searches).toEqual([{ message: 7 }]));
    await userEvent.click(screen.getByRole("button", { name: messages.modal.close }));
    await vi.waitFor(() => expect(searches).toEqual([{ message: 7 }, { message: undefined }]));
    expect(screen.queryByRole("dialog")).toBeNull();
    first.unmount();

    // A reload with the detail open (or back to it) shows it once the list is in; an unknown id opens nothing.
    await renderApp(<Page initial={{ message: 7 }} />, { fetch: server.fetch, signedIn: true });
    expect(await screen.findByRole("dialog", { name: "اطلاعیه سامانه" })).toHaveTextContent("متن کامل");
  });

  it("opens nothing for an address naming a message that is not in the list", async () => {
    const server = createFakeServer({
      "GET /api/message/list": () => oneNotice(7),
    });
    await renderApp(<Page initial={{ message: 99 }} />, { fetch: server.fetch, signedIn: true });
    expect(await screen.findByText("اطلاعیه سامانه")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks for the list once when the route's loader has brought it before the screen mounts", async () => {
    const server = createFakeServer({
      "GET /api/message/list": () => oneNotice(1),
    });
    const asked = () => server.requests.filter((r) => r.url.pathname === "/api/message/list").length;
    await renderApp(<Page />, {
      fetch: server.fetch,
      signedIn: true,
      prepare: async (services) => {
        const loader = Route.options.loader;
        await (typeof loader === "function" ? loader : loader?.handler)?.({ context: services } as never);
        await vi.waitFor(() => expect(services.queryClient.isFetching()).toBe(0));
        expect(asked()).toBe(1);
      },
    });
    expect(await screen.findByText("اطلاعیه سامانه")).toBeInTheDocument();
    expect(asked()).toBe(1);
  });
});
