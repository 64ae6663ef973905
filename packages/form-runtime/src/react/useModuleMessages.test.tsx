import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { moduleMessages } from "../core/moduleMessages";
import { moduleTexts } from "../core/moduleTexts";
import { createTranslator } from "../core/translator";
import { validateAddressDetail } from "../map/core/addressRules";
import { AddressPicker } from "../map/react/AddressPicker";
import { FakePickerMap } from "../map/testing/FakePickerMap";
import { createMemoryMapAdapters } from "../map/testing/memoryMapAdapters";
import { validateLocation } from "../modules/location/core/locationRules";
import { PriceEditor } from "../modules/price/PriceEditor";
import { fixtureCeremonies } from "../modules/testing/enumerations";
import { TimetableEditor } from "../modules/timetable/TimetableEditor";
import { FormRuntimeProvider } from "./FormRuntimeProvider";

// Whole user flows on a machine shared by several jobs: 5 s is too tight.
const FLOW_TIMEOUT = 20_000;

const english = {
  weekdays: ["Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri"],
  timetableAddTime: "Add a time",
  timetableEndAfterStart: "The end must come after the start",
  save: "Save",
  priceHeaderCeremony: "Ceremony",
  pickerOpen: "Pick on the map",
  pickerTitle: "Your point",
} as const;

describe("module and map texts through the translator", { timeout: FLOW_TIMEOUT }, () => {
  it("merges module text overrides over the Persian defaults, later layers winning", () => {
    const t = createTranslator(
      { moduleMessages: { save: "A", retry: "R" } },
      { moduleMessages: { save: "B" } },
    );
    expect(moduleTexts(t).save).toBe("B");
    expect(moduleTexts(t).retry).toBe("R");
    expect(moduleTexts(t).loading).toBe(moduleMessages.loading);
    expect(moduleTexts(t)).toBe(moduleTexts(t));
    expect(moduleTexts(createTranslator())).toBe(moduleMessages);
  });

  it("gives the pure rules' messages from the texts passed in", () => {
    const texts = {
      ...moduleMessages,
      locationNothingSelected: "Choose a place",
      detailRequired: "Required",
    };
    expect(
      validateLocation({ selected: [], tree: [], singleCity: false, hasPoint: true }, texts)?.message,
    ).toBe("Choose a place");
    expect(validateAddressDetail({ name: "", address: "x", number: "1", unit: "" }, texts).name).toBe(
      "Required",
    );
    // Without texts the Persian defaults stay.
    expect(validateAddressDetail({ name: "", address: "x", number: "1", unit: "" }).name).toBe(
      moduleMessages.detailRequired,
    );
  });

  it("shows a provider's overrides in the timetable editor, including its validation message", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(
      <FormRuntimeProvider adapters={{}} moduleMessages={english}>
        <TimetableEditor
          initial={{ active_all_time: false, periods: [{ day: 0, from: "12:00", to: "11:00" }] }}
          onSave={onSave}
        />
      </FormRuntimeProvider>,
    );
    // A day's tab also shows its number of periods (Persian digits) after the name.
    expect(screen.getAllByRole("tab").map((t) => t.textContent?.replace(/[۰-۹]/g, ""))).toEqual([
      ...english.weekdays,
    ]);
    expect(screen.getByRole("button", { name: "Add a time" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(within(screen.getAllByRole("listitem")[0] as HTMLElement).getByRole("alert")).toHaveTextContent(
      "The end must come after the start",
    );
  });

  it("shows overrides in the price editor and the address picker; untouched texts stay Persian", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <FormRuntimeProvider adapters={{}} moduleMessages={english}>
        <PriceEditor mode="minimum" services={fixtureCeremonies} onSave={vi.fn()} />
        <AddressPicker
          value={null}
          onChange={vi.fn()}
          adapters={createMemoryMapAdapters()}
          cities={[]}
          MapComponent={FakePickerMap}
        />
      </FormRuntimeProvider>,
    );
    expect(screen.getAllByRole("columnheader")[0]).toHaveTextContent("Ceremony");
    expect(screen.getAllByRole("columnheader")[1]).toHaveTextContent(moduleMessages.priceHeaderMinimumPrice);
    await user.click(screen.getByRole("button", { name: "Pick on the map" }));
    expect(screen.getByRole("dialog", { name: "Your point" })).toBeInTheDocument();
  });
});
