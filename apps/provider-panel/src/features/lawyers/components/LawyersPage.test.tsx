import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { profileChoices } from "../../../shared/profile/profileModel";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";
import { profileAnswer, testProfile } from "../../../testing/accountFixture";
import { createFakeServer, type FakeAnswer, type FakeRequest, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { LawyersPage } from "./LawyersPage";

const m = messages.lawyers;
const LIST = "GET /api/profile/link/request/list";
const SUBMIT = "PUT /api/profile/link/request/submit";
const link = (id: number, label: string, status_id: number, mobile: string | null = null) => ({
  id,
  label,
  status_id,
  mobile,
  form_id: 91,
  person_kind_role_id: 6,
});

/** A server whose incoming and outgoing lists change with submit calls; `more` adds routes. */
function linksServer(more: Record<string, () => FakeAnswer> = {}) {
  const incoming = [link(5, "حسن رضایی", 0, "09120000001"), link(1, "شرکت نور", 1, "09120000001")];
  const outgoing = [link(3, "وکیل مریم", 0, "09120000003")];
  const server = createFakeServer({
    [LIST]: (r: FakeRequest) => {
      const rows = r.query.get("incoming") === "true" ? incoming : outgoing;
      return { data: rows, count: rows.length };
    },
    [SUBMIT]: (r) => {
      const { id, status_id } = r.body as { id: number; status_id: number };
      for (const rows of [incoming, outgoing]) {
        const i = rows.findIndex((x) => x.id === id);
        if (i < 0) continue;
        const row = rows[i];
        if (status_id === 1 && row) rows[i] = { ...row, status_id: 1 };
        else rows.splice(i, 1);
      }
      return { message: ["", "پذیرفته شد", "رد شد", "حذف شد"][status_id] };
    },
    "PUT /api/profile/link/request/edit": (r) => {
      const { id, label } = r.body as { id: number; label: string };
      const i = outgoing.findIndex((x) => x.id === id);
      const row = outgoing[i];
      if (row) outgoing[i] = { ...row, label };
      return { message: "ویرایش شد" };
    },
    "POST /api/profile/link/request/connect": (r) => {
      const body = r.body as { label: string; mobile: string };
      if (body.mobile === "09120000009") return reply(400, { message: "تکراری است", code: 400 });
      outgoing.unshift(link(9, body.label, 0, body.mobile));
      return { data: { id: 9 }, message: "درخواست اتصال ارسال شد." };
    },
    ...more,
  });
  return server;
}

const card = (label: string) => screen.getByText(label).closest("li") as HTMLElement;
const submits = (server: ReturnType<typeof linksServer>) =>
  server.requests.filter((r) => r.method === "PUT" && r.url.pathname.endsWith("/submit")).map((r) => r.body);

/** What the shell's profile switcher lists: the loaded profile's choices. */
function Choices() {
  const { profile } = useActiveProfile();
  return (
    <ul aria-label="choices">
      {profileChoices(profile).map((c) => (
        <li key={c.id}>{c.label}</li>
      ))}
    </ul>
  );
}

describe("LawyersPage", () => {
  it("deleting an active link refreshes the profile, so the switcher drops the proxy account without a reload", async () => {
    let profile = testProfile;
    const server = linksServer({ "GET /api/profile/": () => profileAnswer(profile) });
    const withoutProxy = { ...testProfile, link: testProfile.link.filter((l) => !l.profile_link_from) };
    await renderApp(
      <>
        <LawyersPage incoming />
        <Choices />
      </>,
      { fetch: server.fetch, signedIn: true, path: "/panel/lawyers" },
    );
    const choices = await screen.findByRole("list", { name: "choices" });
    expect(within(choices).getByText(/مریم کاظمی/)).toBeInTheDocument();
    profile = withoutProxy;
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `${m.delete} شرکت نور` }));
    await user.click(
      within(screen.getByRole("dialog", { name: m.deleteTitle })).getByRole("button", { name: m.delete }),
    );
    await waitFor(() => expect(within(choices).queryByText(/مریم کاظمی/)).toBeNull());
  });

  it("incoming tab: lists incoming agent requests; accept, reject after confirmation, delete an active one", async () => {
    const server = linksServer();
    const { toaster } = await renderApp(<LawyersPage incoming />, {
      fetch: server.fetch,
      signedIn: true,
      path: "/panel/lawyers",
    });
    const user = userEvent.setup();
    await screen.findByText("حسن رضایی");
    const query = server.requests[0]?.query;
    expect(query?.get("incoming")).toBe("true");
    expect(query?.get("person_kind_role_id")).toBe("6");
    expect(query?.getAll("exclude_status_ids")).toEqual(["2", "3"]);
    expect(within(card("حسن رضایی")).getByText(m.status[0])).toBeInTheDocument();
    // Incoming requests carry the provider's own number, which the card does not repeat.
    expect(screen.queryByText("۰۹۱۲۰۰۰۰۰۰۱")).toBeNull();
    // An active incoming request offers only delete; a waiting one accept and reject; no label edit on either.
    expect(within(card("شرکت نور")).queryByRole("button", { name: new RegExp(m.accept) })).toBeNull();
    expect(screen.queryByRole("button", { name: new RegExp(m.editLabel) })).toBeNull();

    await user.click(within(card("حسن رضایی")).getByRole("button", { name: `${m.accept} حسن رضایی` }));
    await waitFor(() => expect(within(card("حسن رضایی")).getByText(m.status[1])).toBeInTheDocument());
    expect(toaster.list().map((t) => t.text)).toContain("پذیرفته شد");

    await user.click(within(card("شرکت نور")).getByRole("button", { name: `${m.delete} شرکت نور` }));
    await user.click(
      within(screen.getByRole("dialog", { name: m.deleteTitle })).getByRole("button", { name: m.delete }),
    );
    await waitFor(() => expect(screen.queryByText("شرکت نور")).toBeNull());
    expect(submits(server)).toEqual([
      { id: 5, status_id: 1 },
      { id: 1, status_id: 3 },
    ]);
  });

  it("incoming: names the requester's mobile and says what accepting grants", async () => {
    const server = createFakeServer({
      [LIST]: () => ({
        data: [{ ...link(5, "حسن رضایی", 0, "09120000003"), requester_mobile: "09120000001" }],
        count: 1,
      }),
    });
    await renderApp(<LawyersPage incoming />, {
      fetch: server.fetch,
      signedIn: true,
      path: "/panel/lawyers",
    });
    const row = within((await screen.findByText("حسن رضایی")).closest("li") as HTMLElement);
    expect(row.getByText("۰۹۱۲۰۰۰۰۰۰۱")).toBeInTheDocument();
    expect(row.getByText(m.grantsOnAccept("حسن رضایی"))).toBeInTheDocument();
  });

  it("outgoing: a rejected request stays listed and says so, to be deleted but not renamed", async () => {
    const server = createFakeServer({
      [LIST]: () => ({ data: [link(3, "وکیل مریم", 2, "09120000003")], count: 1 }),
    });
    await renderApp(<LawyersPage incoming={false} />, {
      fetch: server.fetch,
      signedIn: true,
      path: "/panel/lawyers/requests",
    });
    const row = within((await screen.findByText("وکیل مریم")).closest("li") as HTMLElement);
    expect(server.requests[0]?.query.getAll("exclude_status_ids")).toEqual(["3"]);
    expect(row.getByText(m.status[2])).toBeInTheDocument();
    expect(row.getByText(m.rejectedOutgoing)).toBeInTheDocument();
    expect(row.getByRole("button", { name: `${m.delete} وکیل مریم` })).toBeInTheDocument();
    expect(row.queryByRole("button", { name: new RegExp(m.editLabel) })).toBeNull();
  });

  it("reject asks first and sends status 2", async () => {
    const server = linksServer();
    await renderApp(<LawyersPage incoming />, {
      fetch: server.fetch,
      signedIn: true,
      path: "/panel/lawyers",
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `${m.reject} حسن رضایی` }));
    const dialog = screen.getByRole("dialog", { name: m.rejectTitle });
    expect(dialog).toHaveTextContent(m.rejectConfirm("حسن رضایی"));
    await user.click(within(dialog).getByRole("button", { name: m.cancel }));
    expect(submits(server)).toEqual([]);
    await user.click(screen.getByRole("button", { name: `${m.reject} حسن رضایی` }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: m.reject }));
    await waitFor(() => expect(screen.queryByText("حسن رضایی")).toBeNull());
    expect(submits(server)).toEqual([{ id: 5, status_id: 2 }]);
  });

  it("add-lawyer modal: label and mobile required, Persian digits accepted, posts connect and opens the outgoing tab", async () => {
    const server = linksServer();
    const { router, toaster } = await renderApp(<LawyersPage incoming />, {
      fetch: server.fetch,
      signedIn: true,
      path: "/panel/lawyers",
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: m.add }));
    const dialog = screen.getByRole("dialog", { name: m.addTitle });
    await user.click(within(dialog).getByRole("button", { name: m.send }));
    expect(
      within(dialog)
        .getAllByRole("alert")
        .map((e) => e.textContent),
    ).toEqual([messages.validation.required, messages.validation.required]);
    await user.type(within(dialog).getByLabelText(m.label), "وکیل خانواده");
    await user.type(within(dialog).getByLabelText(m.mobile), "۰۹۱۲۰۰۰");
    await user.click(within(dialog).getByRole("button", { name: m.send }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(messages.validation.mobileShort("۴"));

    // A refused request keeps the modal and what was typed.
    await user.clear(within(dialog).getByLabelText(m.mobile));
    await user.type(within(dialog).getByLabelText(m.mobile), "09120000009");
    await user.click(within(dialog).getByRole("button", { name: m.send }));
    await waitFor(() => expect(server.requests.some((r) => r.method === "POST")).toBe(true));
    expect(screen.getByRole("dialog", { name: m.addTitle })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(m.label)).toHaveValue("وکیل خانواده");

    await user.clear(within(dialog).getByLabelText(m.mobile));
    await user.type(within(dialog).getByLabelText(m.mobile), "۰۹۱۲۰۰۰۰۰۰۲");
    await user.click(within(dialog).getByRole("button", { name: m.send }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/lawyers/requests"));
    const posts = server.requests.filter((r) => r.method === "POST");
    expect(posts.at(-1)?.body).toEqual({
      label: "وکیل خانواده",
      mobile: "09120000002",
      person_kind_role_id: 6,
      form_id: 91,
    });
    expect(toaster.list().map((t) => t.text)).toContain("درخواست اتصال ارسال شد.");
    expect(screen.queryByRole("dialog")).toBeNull();
  }, 20_000);

  it("outgoing tab: edit the label (required) and delete after confirmation", async () => {
    const server = linksServer();
    await renderApp(<LawyersPage incoming={false} />, {
      fetch: server.fetch,
      signedIn: true,
      path: "/panel/lawyers/requests",
    });
    const user = userEvent.setup();
    await screen.findByText("وکیل مریم");
    expect(server.requests[0]?.query.get("incoming")).toBe("false");
    expect(within(card("وکیل مریم")).getByText("۰۹۱۲۰۰۰۰۰۰۳")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: m.add })).toBeNull();
    await user.click(screen.getByRole("button", { name: `${m.editLabel} وکیل مریم` }));
    const dialog = screen.getByRole("dialog", { name: m.editTitle });
    await user.clear(within(dialog).getByLabelText(m.label));
    await user.click(within(dialog).getByRole("button", { name: m.save }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(messages.validation.required);
    await user.type(within(dialog).getByLabelText(m.label), "وکیل پرونده");
    await user.click(within(dialog).getByRole("button", { name: m.save }));
    expect(await screen.findByText("وکیل پرونده")).toBeInTheDocument();
    expect(server.requests.find((r) => r.url.pathname.endsWith("/edit"))?.body).toEqual({
      id: 3,
      label: "وکیل پرونده",
    });

    await user.click(screen.getByRole("button", { name: `${m.delete} وکیل پرونده` }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: m.delete }));
    expect(await screen.findByText(m.emptyOutgoing)).toBeInTheDocument();
    expect(submits(server)).toEqual([{ id: 3, status_id: 3 }]);
  });

  it("shows the error view and a skeleton while loading", async () => {
    const server = createFakeServer({ [LIST]: () => reply(500, { message: "x", code: 500 }) });
    await renderApp(<LawyersPage incoming />, { fetch: server.fetch, signedIn: true });
    expect(screen.getByRole("status", { name: messages.common.loading })).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.screenErrors.screenFetch);
  });
});
