import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { profileAnswer, testProfile, VALID_SHEBA } from "../../../testing/accountFixture";
import { createFakeServer, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { ProfileForm } from "./ProfileForm";

// The profile form beside other tabs and devices: a stale save loses nothing, an untouched form follows a save made
// elsewhere, and a reload keeps what was typed.

const SAVE = "PUT /api/profile/";
const LOAD = "GET /api/profile/";
const DRAFT_KEY = `panel:draft:v1:profile:${testProfile.id}`;
const opened = { ...testProfile, shaba: VALID_SHEBA, version: 3 };
const savedElsewhere = { ...opened, first_name: "زهرا", version: 4 };
const firstName = () => screen.getByLabelText(messages.auth.firstName, { exact: true });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("the profile form and saves made elsewhere", () => {
  it("a save over a newer profile (409) keeps every typed value, then loads the newer one or overwrites on purpose", async () => {
    const server = createFakeServer({
      [SAVE]: (r) =>
        (r.body as { version?: number }).version === savedElsewhere.version
          ? { message: "ثبت شد" }
          : reply(409, { message: "این اطلاعات در جای دیگری تغییر کرده است.", code: 1023 }),
      [LOAD]: () => profileAnswer(savedElsewhere),
    });
    const { toaster } = await renderApp(<ProfileForm focusSheba={false} />, {
      fetch: server.fetch,
      prepare: ({ queryClient }) => {
        queryClient.setQueryData(["profile"], opened);
      },
    });
    const user = userEvent.setup();
    await user.clear(firstName());
    await user.type(firstName(), "مینا");
    await user.click(screen.getByRole("button", { name: messages.profile.submit }));
    expect(await screen.findByText(messages.profile.changedElsewhere)).toBeInTheDocument();
    expect(server.bodiesOf(SAVE)[0]).toMatchObject({ first_name: "مینا", version: 3 });
    expect(firstName()).toHaveValue("مینا");
    // The form tells it once, in place, not as a toast too.
    expect(toaster.list()).toEqual([]);

    await user.click(screen.getByRole("button", { name: messages.profile.keepMine }));
    await waitFor(() => expect(server.bodiesOf(SAVE)).toHaveLength(2));
    expect(server.bodiesOf(SAVE)[1]).toMatchObject({ first_name: "مینا", version: 4 });
    await waitFor(() => expect(screen.queryByText(messages.profile.changedElsewhere)).toBeNull());
  });

  it("'see the newer values' replaces the typed ones with the saved profile", async () => {
    const server = createFakeServer({
      [SAVE]: () => reply(409, { message: "این اطلاعات در جای دیگری تغییر کرده است.", code: 1023 }),
      [LOAD]: () => profileAnswer(savedElsewhere),
    });
    await renderApp(<ProfileForm focusSheba={false} />, {
      fetch: server.fetch,
      prepare: ({ queryClient }) => {
        queryClient.setQueryData(["profile"], opened);
      },
    });
    const user = userEvent.setup();
    await user.type(firstName(), "ی");
    await user.click(screen.getByRole("button", { name: messages.profile.submit }));
    await user.click(await screen.findByRole("button", { name: messages.profile.loadNewer }));
    expect(firstName()).toHaveValue("زهرا");
    expect(screen.queryByText(messages.profile.changedElsewhere)).toBeNull();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("an untouched form shows a save made in another tab; a typed-into one keeps its values and says so", async () => {
    const { queryClient } = await renderApp(<ProfileForm focusSheba={false} />, {
      prepare: ({ queryClient }) => {
        queryClient.setQueryData(["profile"], opened);
      },
    });
    act(() => queryClient.setQueryData(["profile"], savedElsewhere));
    await waitFor(() => expect(firstName()).toHaveValue("زهرا"));
    expect(screen.queryByText(messages.profile.changedElsewhere)).toBeNull();

    await userEvent.setup().type(firstName(), "ی");
    act(() => queryClient.setQueryData(["profile"], { ...savedElsewhere, last_name: "نوری", version: 5 }));
    expect(await screen.findByText(messages.profile.changedElsewhere)).toBeInTheDocument();
    expect(firstName()).toHaveValue("زهرای");
  });
});

describe("the profile form's draft", () => {
  it("keeps typing across a reload, says so, and can be discarded", async () => {
    const first = await renderApp(<ProfileForm focusSheba={false} />);
    await userEvent.setup().type(firstName(), "ی");
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}")).toMatchObject({ firstName: "علیی" });
    first.unmount();

    await renderApp(<ProfileForm focusSheba={false} />);
    expect(firstName()).toHaveValue("علیی");
    expect(screen.getByText(messages.profile.draftRestored)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: messages.profile.discardDraft }));
    expect(firstName()).toHaveValue(testProfile.first_name);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("is removed by a successful save, and never holds an untouched form", async () => {
    const server = createFakeServer({
      [SAVE]: () => ({ message: "ثبت شد" }),
      [LOAD]: () => profileAnswer(opened),
    });
    await renderApp(<ProfileForm focusSheba={false} />, {
      fetch: server.fetch,
      prepare: ({ queryClient }) => {
        queryClient.setQueryData(["profile"], opened);
      },
    });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    const user = userEvent.setup();
    await user.type(firstName(), "ی");
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.click(screen.getByRole("button", { name: messages.profile.submit }));
    await waitFor(() => expect(server.bodiesOf(SAVE)).toHaveLength(1));
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
    expect(localStorage.length).toBe(0);
  });
});
