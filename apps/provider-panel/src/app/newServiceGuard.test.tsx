import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import type { AppServices } from "../shared/services/services";
import { profileAnswer, testConfig, testProfile, VALID_SHEBA } from "../testing/accountFixture";
import { createFakeServer } from "../testing/fakeServer";
import { renderApp } from "../testing/renderApp";
import { createAppRouter } from "./router";

// Issue 26 item 2: the sheba rule guards every way into adding a service (a link, the logo, a typed URL), not only
// the home menu's services link. The app's own route tree, opened at each URL.
async function open(
  url: string,
  options: {
    fetch?: (request: Request) => Promise<Response>;
    activeProfileId?: number;
    config?: typeof testConfig;
  } = {},
) {
  let services: AppServices | undefined;
  await renderApp(null, {
    ...options,
    signedIn: true,
    prepare: (s) => {
      services = s;
    },
  });
  if (!services) throw new Error("no services");
  const router = createAppRouter(services, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const toasts = services.toaster.list().map((t) => t.text);
  return { location: router.state.location, toasts };
}

/** A server whose active profile has the sheba `shaba`. */
const serverWith = (shaba: string | null) =>
  createFakeServer({ "GET /api/profile/info": () => profileAnswer({ ...testProfile, shaba }) }).fetch;
const noSheba = () => serverWith(null);
const withSheba = () => serverWith(VALID_SHEBA);

describe("adding a service without a sheba", () => {
  it("a typed /panel/services/new lands on the main profile's sheba field, with the rule's message", async () => {
    const { location, toasts } = await open("/panel/services/new", { fetch: noSheba() });
    expect(location.pathname).toBe("/panel/profile");
    expect(location.search).toEqual({ focus_shaba: true });
    expect(toasts).toContain(messages.screenErrors.shebaRequired);
  });

  it("a legal profile lands on the legal profiles screen with its own sheba field focused", async () => {
    const { location } = await open("/panel/services/new", { fetch: noSheba(), activeProfileId: 102 });
    expect(location.pathname).toBe("/panel/profile/legals");
    expect(location.search).toEqual({ focus_shaba: true });
  });

  it("a service flow opened without an id is guarded too; with an id (editing) it is not", async () => {
    const created = await open("/panel/process/501", { fetch: noSheba() });
    expect(created.location.pathname).toBe("/panel/profile");
    const edited = await open("/panel/process/501?id=7", { fetch: noSheba() });
    expect(edited.location.pathname).toBe("/panel/process/501");
  });

  it("the legal-profile flow adds no service: it opens without a sheba", async () => {
    const formId = testConfig.initialData.constants.legal_profile_form_id;
    const { location } = await open(`/panel/process/${formId}`, { fetch: noSheba() });
    expect(location.pathname).toBe(`/panel/process/${formId}`);
  });

  it("opens with a sheba, or when the general key does not require one", async () => {
    expect((await open("/panel/services/new", { fetch: withSheba() })).location.pathname).toBe(
      "/panel/services/new",
    );
    const optional = { ...testConfig, shebaIsRequired: false };
    expect(
      (await open("/panel/services/new", { fetch: noSheba(), config: optional })).location.pathname,
    ).toBe("/panel/services/new");
  });
});
