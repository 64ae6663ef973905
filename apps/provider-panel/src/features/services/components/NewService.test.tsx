import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { VALID_NATIONAL_CODE } from "../../../testing/fakeApi";
import { createFakeServer } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { NewService } from "./NewService";

const s = messages.services;

function server(eligible: boolean) {
  return createFakeServer({
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

  it("opens a gated service when the check passes", async () => {
    const { router } = await renderApp(<NewService />, { fetch: server(true).fetch, signedIn: true });
    await userEvent.setup().click(await screen.findByRole("button", { name: `${s.choose} سخنرانی` }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/process/303"));
  });
});
