import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { testProfile, VALID_SHEBA } from "../../../testing/accountFixture";
import { createFakeServer } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { ProfileForm } from "./ProfileForm";

const SAVE = "PUT /api/profile/";
const UPLOAD = "POST /api/upload/multi";

describe("ProfileForm", () => {
  it("shows mobile and national code read-only and requires the names and the sheba", async () => {
    const server = createFakeServer({ [SAVE]: () => ({ message: "ثبت شد" }) });
    await renderApp(<ProfileForm focusSheba={false} />, { fetch: server.fetch });
    const user = userEvent.setup();
    expect(screen.getByLabelText(messages.profile.mobile)).toHaveAttribute("readonly");
    expect(screen.getByLabelText(messages.auth.nationalCode)).toHaveAttribute("readonly");
    await user.clear(screen.getByLabelText(messages.auth.firstName, { exact: true }));
    await user.click(screen.getByRole("button", { name: messages.profile.submit }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      messages.validation.required,
      messages.validation.required,
    ]);
    expect(server.requests).toEqual([]);
    await user.type(screen.getByLabelText(messages.auth.firstName, { exact: true }), "Ali<");
    await user.type(screen.getByLabelText(messages.auth.sheba), "IR820540102680020817909003");
    await user.click(screen.getByRole("button", { name: messages.profile.submit }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      messages.validation.format,
      messages.validation.shebaInvalid,
    ]);
  });

  it("a legal profile (a company) shows its name and is not asked for personal names or a birth date", async () => {
    const server = createFakeServer({ [SAVE]: () => ({ message: "ثبت شد" }) });
    const company = {
      ...testProfile,
      first_name: null,
      last_name: null,
      birth_date: null,
      label: "شرکت تالار رضوان",
      person_kind_role_id: 5,
      shaba: VALID_SHEBA,
    };
    await renderApp(<ProfileForm focusSheba={false} />, {
      fetch: server.fetch,
      prepare: ({ queryClient }) => {
        queryClient.setQueryData(["profile"], company);
      },
    });
    expect(screen.getByLabelText(messages.profile.companyName)).toHaveValue("شرکت تالار رضوان");
    expect(screen.queryByLabelText(messages.auth.firstName, { exact: true })).toBeNull();
    expect(screen.queryByLabelText(messages.auth.year)).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: messages.profile.submit }));
    await waitFor(() =>
      expect(server.bodiesOf(SAVE)).toEqual([
        { national_code: company.national_code, pic: null, shaba: VALID_SHEBA },
      ]),
    );
  });

  it("refuses a birth date in the future", async () => {
    await renderApp(<ProfileForm focusSheba={false} />);
    const user = userEvent.setup();
    const years = screen.getByLabelText(messages.auth.year) as HTMLSelectElement;
    const newest = years.options[1]?.value ?? "";
    await user.selectOptions(years, newest);
    await user.selectOptions(screen.getByLabelText(messages.auth.month), "12");
    await user.selectOptions(screen.getByLabelText(messages.auth.day), "29");
    await user.click(screen.getByRole("button", { name: messages.profile.submit }));
    expect(screen.getByText(messages.validation.futureDate)).toBeInTheDocument();
  });

  it("uploads a picture with progress, then saves every field", async () => {
    let finish: (path: string) => void = () => undefined;
    const stored = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const server = createFakeServer({
      [UPLOAD]: async () => ({ data: { file: [{ original: await stored }] } }),
      [SAVE]: () => ({ message: "ثبت شد" }),
    });
    URL.createObjectURL = vi.fn(() => "blob:preview");
    const { toaster } = await renderApp(<ProfileForm focusSheba={false} />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText(messages.profile.picture),
      new File([new Uint8Array([1, 2, 3])], "me.png", { type: "image/png" }),
    );
    // Under fetch no byte progress comes: the bar shows 0% until the answer.
    expect(await screen.findByText(messages.profile.uploading("۰"))).toBeInTheDocument();
    // The picture goes to the avatars' folder.
    await waitFor(() => expect(String(server.bodiesOf(UPLOAD)[0])).toMatch(/name="folder"\r\n\r\nuser\r\n/));
    finish("user/me_org.png;user/me_360x360.png");
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    await user.type(screen.getByLabelText(messages.auth.sheba), VALID_SHEBA);
    await user.click(screen.getByRole("button", { name: messages.profile.submit }));
    await waitFor(() => expect(server.bodiesOf(SAVE)).toHaveLength(1));
    expect(server.bodiesOf(SAVE)[0]).toEqual({
      first_name: testProfile.first_name,
      last_name: testProfile.last_name,
      national_code: testProfile.national_code,
      birth_date: expect.any(Number),
      pic: "user/me_org.png;user/me_360x360.png",
      shaba: VALID_SHEBA,
    });
    await waitFor(() => expect(toaster.list().map((t) => t.text)).toContain("ثبت شد"));
  });

  it("rejects a PDF as not a picture, not for its size, before uploading", async () => {
    const server = createFakeServer({});
    await renderApp(<ProfileForm focusSheba={false} />, { fetch: server.fetch });
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        screen.getByLabelText(messages.profile.picture),
        new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }),
      );
    expect(screen.getByRole("alert")).toHaveTextContent(messages.profile.pictureNotImage);
    expect(server.requests).toEqual([]);
  });

  it("rejects an empty or oversized picture with the size message", async () => {
    const server = createFakeServer({});
    await renderApp(<ProfileForm focusSheba={false} />, { fetch: server.fetch });
    await userEvent
      .setup()
      .upload(screen.getByLabelText(messages.profile.picture), new File([], "me.png", { type: "image/png" }));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.sizeError);
    expect(server.requests).toEqual([]);
  });

  it("tells the limit of an oversized picture, so the provider knows what to pick instead", async () => {
    const server = createFakeServer({});
    await renderApp(<ProfileForm focusSheba={false} />, { fetch: server.fetch });
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], "me.jpg", { type: "image/jpeg" });
    await userEvent.setup().upload(screen.getByLabelText(messages.profile.picture), huge);
    expect(screen.getByRole("alert")).toHaveTextContent("۵ مگابایت");
    expect(server.requests).toEqual([]);
  });

  it("saves the main profile it shows, even while a legal profile is the active one", async () => {
    const server = createFakeServer({ [SAVE]: () => ({ message: "ثبت شد" }) });
    const main = { ...testProfile, id: 55, shaba: VALID_SHEBA };
    await renderApp(<ProfileForm focusSheba={false} />, {
      fetch: server.fetch,
      activeProfileId: 102,
      prepare: ({ queryClient }) => {
        queryClient.setQueryData(["profile"], main);
      },
    });
    await userEvent.setup().click(screen.getByRole("button", { name: messages.profile.submit }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === "PUT")).toHaveLength(1));
    expect(server.requests[0]?.headers.get("profile-id")).toBe("55");
  });

  it("focuses the sheba when asked by the services rule", async () => {
    await renderApp(<ProfileForm focusSheba />);
    expect(screen.getByLabelText(messages.auth.sheba)).toHaveFocus();
  });
});
