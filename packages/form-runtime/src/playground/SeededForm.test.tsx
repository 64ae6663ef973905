import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SeededForm, seededForms } from "./SeededForm";
import * as stories from "./SeededForms.stories";

describe("seeded forms in Storybook", { timeout: 20_000 }, () => {
  it("have one story per form the reference server seeds", () => {
    const storyIds = Object.entries(stories)
      .filter(([name]) => name !== "default")
      .map(([, story]) => (story as { args: { formId: number } }).args.formId);
    expect([...storyIds].sort()).toEqual(seededForms.map((f) => f.id).sort());
  });

  it("render a seeded form with its fields and no diagnostics", async () => {
    const legal = seededForms.find((f) => f.id === 90);
    if (!legal) throw new Error("legal form missing from the fixtures");
    render(<SeededForm formId={90} />);
    expect(await screen.findByRole("button", { name: "ثبت اطلاعات" })).toBeInTheDocument();
    const firstCaption = legal.elements.find((e) => e.input_type !== 30)?.caption ?? "";
    expect(screen.getAllByText(new RegExp(firstCaption)).length).toBeGreaterThan(0);
    expect(document.querySelector("[data-diagnostic]")).toBeNull();
  });

  it("show the reference server's own rule messages and digit keyboards (issue 26 items 12, 11, extras)", async () => {
    const user = userEvent.setup();
    render(<SeededForm formId={301} />);
    const stageName = await screen.findByLabelText(/نام/);
    await user.type(stageName, "Ali");
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(await screen.findByText("فقط حروف فارسی وارد کنید.")).toBeInTheDocument();
  });

  it("give the legal form's landline, national id and economic code the digit keyboard", async () => {
    render(<SeededForm formId={90} />);
    await screen.findByRole("button", { name: "ثبت اطلاعات" });
    for (const caption of [/تلفن ثابت/, /شناسه ملی/, /کد اقتصادی/, /کد ملی مدیرعامل/])
      expect(screen.getByLabelText(caption)).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByLabelText(/نام شخص حقوقی/)).not.toHaveAttribute("inputmode");
  });
});
