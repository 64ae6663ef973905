import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderForm } from "../../../test/renderForm";

// The bank table's chunk cannot be fetched (offline, or the app was updated under an open page).
vi.mock("./bankOfSheba", () => {
  throw new Error("chunk unavailable");
});

describe("a sheba field when the bank names cannot load", () => {
  it("still takes, checks and submits the sheba, without a bank name", async () => {
    const form = await renderForm([
      {
        id: 9007,
        name: "sheba",
        caption: "شماره شبا",
        input_type: 1,
        data_type: 1,
        required_field: 1,
        setting: { shaba_field: true },
        status_id: 1,
      },
    ]);
    const input = screen.getByLabelText(/شماره شبا/);
    await form.user.type(input, "820540102680020817909002");
    await form.pressSubmit();
    expect(form.lastBody()).toEqual({ e9007_sheba: "IR820540102680020817909002", form_id: 1 });
    expect(screen.queryByText("بانک پارسیان")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
