import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import type { Profile } from "../../../shared/profile/toProfile";
import { profileAnswer, testProfile, VALID_SHEBA } from "../../../testing/accountFixture";
import { createFakeServer, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { LegalProfilesPage } from "./LegalProfilesPage";

const l = messages.legals;
const LIST = "GET /api/profile/link/request/list";
const legal = (id: number, label: string, status_id: number) => ({
  id,
  label,
  status_id,
  mobile: null,
  form_id: 90,
  person_kind_role_id: 5,
});

describe("LegalProfilesPage", () => {
  it("lists legal profiles (role 5, limit 50, rejected and deleted left out) with status, edit and create links", async () => {
    const server = createFakeServer({
      [LIST]: () => ({ data: [legal(6, "موسسه نور", 1), legal(7, "هیئت انصار", 0)], count: 2 }),
    });
    await renderApp(<LegalProfilesPage />, { fetch: server.fetch, signedIn: true });
    const first = (await screen.findByText("موسسه نور")).closest("li") as HTMLElement;
    expect(within(first).getByText(l.status[1])).toBeInTheDocument();
    const second = screen.getByText("هیئت انصار").closest("li") as HTMLElement;
    expect(within(second).getByText("در انتظار تایید")).toBeInTheDocument();
    expect(within(second).getByRole("link", { name: `${l.edit} هیئت انصار` })).toHaveAttribute(
      "href",
      "/panel/process/90?id=7",
    );
    expect(screen.getByRole("link", { name: l.create })).toHaveAttribute("href", "/panel/process/90");
    const query = server.requests[0]?.query;
    expect(query?.get("person_kind_role_id")).toBe("5");
    expect(query?.getAll("exclude_status_ids")).toEqual(["2", "3"]);
    expect(query?.get("limit")).toBe("50");
  });

  it("deletes after confirmation, toasts the server message and refetches", async () => {
    let rows = [legal(6, "موسسه نور", 1), legal(7, "هیئت انصار", 0)];
    const server = createFakeServer({
      [LIST]: () => ({ data: rows, count: rows.length }),
      "PUT /api/profile/link/request/submit": (request) => {
        const { id } = request.body as { id: number };
        rows = rows.filter((r) => r.id !== id);
        return { message: "درخواست اتصال حذف شد." };
      },
    });
    const { toaster } = await renderApp(<LegalProfilesPage />, { fetch: server.fetch, signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `${l.delete} هیئت انصار` }));
    const dialog = screen.getByRole("dialog", { name: l.deleteTitle });
    expect(dialog).toHaveTextContent(l.deleteConfirm("هیئت انصار"));
    await user.click(within(dialog).getByRole("button", { name: messages.common.cancel }));
    expect(server.requests.some((r) => r.method === "PUT")).toBe(false);

    await user.click(screen.getByRole("button", { name: `${l.delete} هیئت انصار` }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: l.delete }));
    await waitFor(() => expect(screen.queryByText("هیئت انصار")).not.toBeInTheDocument());
    expect(server.requests.find((r) => r.method === "PUT")?.body).toEqual({ id: 7, status_id: 3 });
    expect(toaster.list().map((t) => t.text)).toContain("درخواست اتصال حذف شد.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === "GET")).toHaveLength(2);
  });

  it("shows the empty view, and the error view whose retry loads again", async () => {
    let fail = true;
    const server = createFakeServer({
      [LIST]: () => (fail ? reply(500, { message: "خطا", code: 500 }) : { data: [], count: 0 }),
    });
    await renderApp(<LegalProfilesPage />, { fetch: server.fetch, signedIn: true });
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.screenErrors.screenFetch);
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: messages.gate.retry }));
    expect(await screen.findByText(l.empty)).toBeInTheDocument();
  });

  it("shows skeleton rows while the list loads", async () => {
    const server = createFakeServer({ [LIST]: () => new Promise(() => undefined) });
    await renderApp(<LegalProfilesPage />, { fetch: server.fetch, signedIn: true });
    expect(screen.getByRole("status", { name: messages.common.loading })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  });

  // Issue 26 item 1: the services rule sends a legal profile here; it must find a way to type its own sheba.
  it("under a legal profile without a sheba, shows its own sheba field focused and saves only the sheba", async () => {
    let legalInfo: Profile = { ...testProfile, id: 102, first_name: null, last_name: null, shaba: null };
    const server = createFakeServer({
      [LIST]: () => ({ data: [], count: 0 }),
      "GET /api/profile/info": () => profileAnswer(legalInfo),
      "PUT /api/profile/": () => ({ message: "اطلاعات ثبت شد" }),
    });
    const { toaster } = await renderApp(<LegalProfilesPage focusSheba />, {
      fetch: server.fetch,
      signedIn: true,
      activeProfileId: 102,
    });
    const form = await screen.findByRole("form", { name: l.shebaTitle("شرکت نمونه") });
    const sheba = within(form).getByLabelText(messages.auth.sheba);
    await waitFor(() => expect(sheba).toHaveFocus());
    const user = userEvent.setup();
    await user.type(sheba, "IR820540102680020817909003");
    await user.click(within(form).getByRole("button", { name: l.shebaSave }));
    expect(within(form).getByRole("alert")).toHaveTextContent(messages.validation.shebaInvalid);
    expect(server.bodiesOf("PUT /api/profile/")).toEqual([]);
    await user.clear(sheba);
    await user.type(sheba, VALID_SHEBA);
    legalInfo = { ...legalInfo, shaba: VALID_SHEBA };
    await user.click(within(form).getByRole("button", { name: l.shebaSave }));
    await waitFor(() => expect(server.bodiesOf("PUT /api/profile/")).toEqual([{ shaba: VALID_SHEBA }]));
    await waitFor(() => expect(toaster.list().map((t) => t.text)).toContain("اطلاعات ثبت شد"));
  });

  it("under the main profile, the sheba stays in the profile form: no field here", async () => {
    const server = createFakeServer({ [LIST]: () => ({ data: [], count: 0 }) });
    await renderApp(<LegalProfilesPage focusSheba />, { fetch: server.fetch, signedIn: true });
    expect(await screen.findByText(l.empty)).toBeInTheDocument();
    expect(screen.queryByLabelText(messages.auth.sheba)).toBeNull();
  });
});
