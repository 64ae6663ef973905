import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { createAuthFlow } from "../../../shared/session/authFlow";
import { VALID_NATIONAL_CODE, VALID_SHEBA } from "../../../testing/accountFixture";
import { createFakeServer, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { SignupForm } from "./SignupForm";

const tokens = {
  access_token: "temp-a",
  access_token_expires_in: 900,
  refresh_token: "r",
  refresh_token_expires_in: 9000,
};

const INIT = "POST /api/profile/init";

function holdTokens() {
  const flow = createAuthFlow(sessionStorage);
  flow.setUsername("09121234567", true);
  flow.holdTempTokens(tokens);
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(messages.auth.firstName), "علی");
  await user.type(screen.getByLabelText(messages.auth.lastName), "رضایی");
  await user.type(screen.getByLabelText(messages.auth.nationalCode), VALID_NATIONAL_CODE);
  await user.type(screen.getByLabelText(messages.auth.sheba), VALID_SHEBA.toLowerCase());
  await user.selectOptions(screen.getByLabelText(messages.auth.day), "5");
  await user.selectOptions(screen.getByLabelText(messages.auth.month), "6");
  await user.selectOptions(screen.getByLabelText(messages.auth.year), "1370");
}

describe("SignupForm", () => {
  it("shows every rule's message on an empty submit and keeps the mobile read-only", async () => {
    holdTokens();
    await renderApp(<SignupForm />);
    const user = userEvent.setup();
    expect(screen.getByLabelText(messages.auth.phone)).toHaveAttribute("readonly");
    expect(screen.getByLabelText(messages.auth.phone)).toHaveValue("۰۹۱۲۱۲۳۴۵۶۷");
    await user.click(screen.getByRole("button", { name: messages.auth.signupSubmit }));
    const alerts = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(alerts).toEqual([
      messages.validation.required,
      messages.validation.required,
      messages.validation.required,
      messages.validation.required,
      messages.validation.birthDate,
    ]);
  });

  it("offers birth years from 1321 to the previous Jalali year", async () => {
    holdTokens();
    await renderApp(<SignupForm />);
    const years = within(screen.getByLabelText(messages.auth.year)).getAllByRole("option").slice(1);
    expect(years.at(-1)).toHaveValue("1321");
    expect(Number(years[0]?.getAttribute("value"))).toBeGreaterThan(1400);
    expect(within(screen.getByLabelText(messages.auth.day)).getAllByRole("option")).toHaveLength(32);
  });

  it("sends the registration with the temporary token, then signs in", async () => {
    holdTokens();
    const server = createFakeServer({ [INIT]: () => ({ message: "ok" }) });
    const { router, sessionClient } = await renderApp(<SignupForm />, { fetch: server.fetch });
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: messages.auth.signupSubmit }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel"));
    expect(server.bodiesOf(INIT)).toEqual([
      expect.objectContaining({ first_name: "علی", national_code: VALID_NATIONAL_CODE, shaba: VALID_SHEBA }),
    ]);
    expect(server.requests[0]?.headers.get("Authorization")).toBe("Bearer temp-a");
    expect(sessionClient.signIn).toHaveBeenCalledWith(tokens);
  });

  it("shows the failure modal with 'edit information' on code 1039 and 'try again' otherwise", async () => {
    holdTokens();
    const answers = [
      reply(409, { code: 1039, message: "کد ملی تکراری است" }),
      reply(500, { code: null, message: "" }),
    ];
    const server = createFakeServer({ [INIT]: () => answers.shift() });
    await renderApp(<SignupForm />, { fetch: server.fetch });
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: messages.auth.signupSubmit }));
    const dialog = await screen.findByRole("dialog", { name: messages.auth.signupErrorTitle });
    expect(dialog).toHaveTextContent("کد ملی تکراری است");
    await user.click(within(dialog).getByRole("button", { name: messages.auth.editInformation }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByLabelText(messages.auth.firstName)).toHaveValue("علی");
    await user.click(screen.getByRole("button", { name: messages.auth.signupSubmit }));
    const second = await screen.findByRole("dialog", { name: messages.auth.signupErrorTitle });
    expect(second).toHaveTextContent(messages.auth.signupErrorFallback);
    expect(within(second).getByRole("button", { name: messages.auth.tryAgain })).toBeInTheDocument();
  });

  it("back clears the temporary login and returns to /", async () => {
    holdTokens();
    const { router } = await renderApp(<SignupForm />, { path: "/signup" });
    await userEvent.setup().click(screen.getByRole("button", { name: messages.auth.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(createAuthFlow(sessionStorage).get().tempTokens).toBeNull();
  });
});

describe("SignupForm draft", () => {
  it("a reload keeps what was typed; success removes it", async () => {
    holdTokens();
    const server = createFakeServer({ [INIT]: () => ({ message: "ok" }) });
    const first = await renderApp(<SignupForm />, { fetch: server.fetch });
    const user = userEvent.setup();
    await fill(user);
    first.unmount();
    // A reload: the same device, a new page.
    await renderApp(<SignupForm />, { fetch: server.fetch });
    expect(screen.getByLabelText(messages.auth.firstName)).toHaveValue("علی");
    expect(screen.getByLabelText(messages.auth.nationalCode)).toHaveValue(VALID_NATIONAL_CODE);
    expect(screen.getByLabelText(messages.auth.year)).toHaveValue("1370");
    await user.click(screen.getByRole("button", { name: messages.auth.signupSubmit }));
    await waitFor(() => expect(server.bodiesOf(INIT)).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem("panel:draft:v1:signup")).toBeNull());
  });

  it("offline, the failure says the internet is cut instead of 'check your information'", async () => {
    holdTokens();
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    // No answer at all: the request fails as a cut connection does.
    const server = createFakeServer({
      [INIT]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await renderApp(<SignupForm />, { fetch: server.fetch });
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: messages.auth.signupSubmit }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(messages.errors.offline);
    expect(screen.getByLabelText(messages.auth.firstName)).toHaveValue("علی");
    online.mockRestore();
  });
});
