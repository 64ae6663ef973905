import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { profileAnswer, testProfile, VALID_NATIONAL_CODE } from "../../../testing/accountFixture";
import { createFakeServer } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { NewService } from "./NewService";

const s = messages.services;

/** The services and the eligibility check; the active profile is `profile` (the main one unless given). */
function server(eligible: boolean, profile = testProfile) {
  return createFakeServer({
    "GET /api/profile/info": () => profileAnswer(profile),
    "POST /api/batch": () => ({
      data: [{ identifier: "services", response: { status_code: 200, body: { data: [] } } }],
    }),
    "GET /api/enum/national_code/exists": () => ({ data: { exists: eligible } }),
  });
}

describe("New service", () => {
  it("lists the activity types, the services of the chosen one, and an empty category's notice", async () => {
    await renderApp(<NewService />, {
      fetch: server(true).fetch,
      signedIn: true,
      path: "/panel/services/new",
    });
    const user = userEvent.setup();
    const ceremony = await screen.findByRole("button", { name: "خدمات مراسم" });
    expect(ceremony).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("button", { name: "پروفایل حقوقی" })).toBeNull();
    expect(screen.getByRole("button", { name: `${s.choose} مداحی` })).toBeInTheDocument();
    // "گروه سرود" is a category without services.
    await user.click(screen.getByText("گروه سرود"));
    expect(screen.getByText(s.noSubCategory)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "اماکن و تالارها" }));
    expect(screen.getByRole("button", { name: `${s.choose} تالار و سالن` })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `${s.choose} مداحی` })).toBeNull();

    await user.click(screen.getByRole("button", { name: "خدمات فرهنگی" }));
    expect(screen.getByText(s.nothingFound)).toBeInTheDocument();
  });

  it("opens an open service's flow without an id and without a check", async () => {
    const fake = server(true);
    const { router } = await renderApp(<NewService />, { fetch: fake.fetch, signedIn: true });
    await userEvent.setup().click(await screen.findByRole("button", { name: `${s.choose} مداحی` }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/process/301"));
    expect(router.state.location.search).toEqual({});
    expect(fake.requests.some((r) => r.url.pathname.includes("national_code"))).toBe(false);
  });

  it("checks a gated service with the active profile's national code and refuses without access", async () => {
    const refused = server(false);
    const { router } = await renderApp(<NewService />, { fetch: refused.fetch, signedIn: true });
    await userEvent.setup().click(await screen.findByRole("button", { name: `${s.choose} روضه خوانی` }));
    const row = (await screen.findByText(s.noAccess)).closest("li") as HTMLElement;
    expect(within(row).getByText("روضه خوانی")).toBeInTheDocument();
    const check = refused.requests.find((r) => r.url.pathname === "/api/enum/national_code/exists");
    expect(check?.query.get("kind")).toBe("hejrat");
    expect(check?.query.get("national_code")).toBe(VALID_NATIONAL_CODE);
    expect(router.state.location.pathname).toBe("/");
  });

  // Issue 26 item 21: a hint before the tap, no dead «انتخاب» after a refusal, and a way forward.
  it("says before the tap which services are checked, and after a refusal disables «انتخاب» and offers support", async () => {
    await renderApp(<NewService />, { fetch: server(false).fetch, signedIn: true });
    const choose = await screen.findByRole("button", { name: `${s.choose} روضه خوانی` });
    const row = choose.closest("li") as HTMLElement;
    expect(within(row).getByText(s.gatedHint)).toBeInTheDocument();
    const open = screen.getByRole("button", { name: `${s.choose} مداحی` }).closest("li") as HTMLElement;
    expect(within(open).queryByText(s.gatedHint)).toBeNull();
    await userEvent.setup().click(choose);
    await within(row).findByText(s.noAccess);
    expect(choose).toBeDisabled();
    expect(within(row).getByRole("link", { name: s.contactSupport })).toHaveAttribute(
      "href",
      "/panel/ticket/new",
    );
  });

  it("a legal profile (no national code) is told to add the service with its natural profile, not to register a code", async () => {
    const legal = { ...testProfile, id: 102, national_code: null };
    await renderApp(<NewService />, {
      fetch: server(true, legal).fetch,
      signedIn: true,
      activeProfileId: 102,
    });
    const choose = await screen.findByRole("button", { name: `${s.choose} روضه خوانی` });
    await userEvent.setup().click(choose);
    const row = choose.closest("li") as HTMLElement;
    expect(await within(row).findByText(s.needsNationalCode)).toBeInTheDocument();
    expect(s.needsNationalCode).not.toMatch(/ثبت کنید/);
    expect(choose).toBeDisabled();
  });

  it("opens a gated service when the check passes", async () => {
    const { router } = await renderApp(<NewService />, { fetch: server(true).fetch, signedIn: true });
    await userEvent.setup().click(await screen.findByRole("button", { name: `${s.choose} سخنرانی` }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/process/303"));
  });
});
