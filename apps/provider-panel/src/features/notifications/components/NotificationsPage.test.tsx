import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { Route } from "../../../routes/panel/notifications";
import { createFakeServer } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { NotificationsPage } from "./NotificationsPage";

const n = messages.notifications;

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
    await renderApp(<NotificationsPage />, { fetch: server.fetch, signedIn: true });
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

  it("asks for the list once when the route's loader has brought it before the screen mounts", async () => {
    const server = createFakeServer({
      "GET /api/message/list": () => ({
        data: [
          {
            id: 1,
            subject: "اطلاعیه سامانه",
            text: "متن",
            seen: true,
            created_at: 1_762_000_000,
            item: null,
          },
        ],
        count: 1,
      }),
    });
    const asked = () => server.requests.filter((r) => r.url.pathname === "/api/message/list").length;
    await renderApp(<NotificationsPage />, {
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
