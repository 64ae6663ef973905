import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtureEnumerations } from "../../modules/testing/enumerations";
import type { AddressSaveOutcome } from "../core/addressRules";
import { LocateError } from "../core/locateError";
import { type AddressValue, citiesFromEnumerations, type MapAdapters } from "../core/types";
import { FakePickerMap } from "../testing/FakePickerMap";
import { createMemoryMapAdapters } from "../testing/memoryMapAdapters";
import { AddressPicker } from "./AddressPicker";

// Whole user flows (open, wait, type, submit) on a machine shared by several jobs: 5 s is too tight.
const FLOW_TIMEOUT = 20_000;

const cities = citiesFromEnumerations(fixtureEnumerations);

function Harness(props: {
  adapters: MapAdapters;
  onValue?: (v: AddressValue | null) => void;
  initial?: AddressValue | null;
}) {
  const [value, setValue] = useState<AddressValue | null>(props.initial ?? null);
  return (
    <AddressPicker
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
      adapters={props.adapters}
      cities={cities}
      MapComponent={FakePickerMap}
      timings={{ searchDelayMs: 2000, gpsErrorMs: 3000 }}
    />
  );
}

const pointLine = () => document.querySelector(".cr-picker__line") as HTMLElement;
const confirm = () => screen.getByRole("button", { name: "تایید موقعیت" });

afterEach(() => {
  vi.useRealTimers();
});

describe("AddressPicker", { timeout: FLOW_TIMEOUT }, () => {
  it("looks up the centre, confirms inside the area, fills the detail form and returns the address", async () => {
    const user = userEvent.setup({ delay: null });
    const adapters = createMemoryMapAdapters({ postalCode: "9133914567" });
    const onValue = vi.fn();
    render(<Harness adapters={adapters} onValue={onValue} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    expect(screen.getByRole("dialog", { name: "نقطه فعلی شما" })).toBeInTheDocument();

    // The first view (default centre 36.28, 59.61, Mashhad) is looked up at once.
    await waitFor(() => expect(pointLine()).toHaveAttribute("data-state", "inside"));
    expect(adapters.calls.lookup[0]).toEqual({ lat: 36.28, lng: 59.61 });
    expect(screen.getByRole("application")).toHaveAttribute("data-zoom", "16");

    await user.click(screen.getByRole("button", { name: "pan:haram" }));
    await waitFor(() => expect(pointLine()).toHaveTextContent("مشهد، نقطه 36.2879، 59.6157"));
    expect(confirm()).toBeEnabled();
    await user.click(confirm());

    const detail = screen.getByRole("dialog", { name: "مشخصات آدرس" });
    expect(within(detail).getByLabelText("آدرس")).toHaveValue("مشهد، نقطه 36.2879، 59.6157");
    expect(within(detail).getByText("۹۱۳۳۹۱۴۵۶۷")).toBeInTheDocument();
    await user.click(within(detail).getByRole("button", { name: "ثبت آدرس" }));
    expect(within(detail).getByLabelText("عنوان آدرس")).toHaveAttribute("aria-invalid", "true");
    expect(within(detail).getByLabelText("عنوان آدرس")).toHaveFocus();
    expect(
      within(detail)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toEqual(["پر کردن این فیلد الزامی می باشد", "پر کردن این فیلد الزامی می باشد"]);

    await user.type(within(detail).getByLabelText("عنوان آدرس"), "خانه");
    await user.type(within(detail).getByLabelText("پلاک"), "۱۲a");
    await user.click(within(detail).getByRole("button", { name: "ثبت آدرس" }));
    expect(within(detail).getByRole("alert")).toHaveTextContent("فقط عدد");
    await user.clear(within(detail).getByLabelText("پلاک"));
    await user.type(within(detail).getByLabelText("پلاک"), "۱۲");
    await user.type(within(detail).getByLabelText("واحد"), "3");
    await user.click(within(detail).getByRole("button", { name: "ثبت آدرس" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith({
      name: "خانه",
      unit: 3,
      number: 12,
      address: "مشهد، نقطه 36.2879، 59.6157",
      coordinates: [59.6157, 36.2879],
      meta_data: {
        formatted_address: "مشهد، نقطه 36.2879، 59.6157",
        city: "مشهد",
        enumeration_location_id: 11,
        postal_code: "9133914567",
      },
      postal_code: "9133914567",
    });
    expect(screen.getByText("خانه")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "حذف آدرس" }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" })).toBeInTheDocument();
  });

  it("keeps confirm disabled while pending, outside the area, and after a lookup error", async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    const base = createMemoryMapAdapters();
    const adapters: MapAdapters = {
      ...base,
      lookupPoint: (point, signal) =>
        new Promise((resolve, reject) => {
          release = () => base.lookupPoint(point, signal).then(resolve, reject);
        }),
    };
    render(<Harness adapters={adapters} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    expect(pointLine()).toHaveAttribute("data-state", "pending");
    expect(pointLine()).toHaveTextContent("در حال دریافت آدرس نقطه...");
    expect(confirm()).toBeDisabled();
    await act(async () => release());
    expect(confirm()).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "pan:desert" }));
    await act(async () => release());
    expect(pointLine()).toHaveTextContent("نقطه انتخابی در محدوده سرویس دهی نمی باشد");
    expect(confirm()).toBeDisabled();
  });

  it("shows the lookup error message", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness adapters={createMemoryMapAdapters({ lookupFails: true })} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await waitFor(() => expect(pointLine()).toHaveTextContent("خطا در دریافت اطلاعات نقطه انتخاب شده !"));
    expect(confirm()).toBeDisabled();
  });

  it("answers a point already looked up from the cache", async () => {
    const user = userEvent.setup({ delay: null });
    const adapters = createMemoryMapAdapters();
    render(<Harness adapters={adapters} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await user.click(screen.getByRole("button", { name: "pan:haram" }));
    await waitFor(() => expect(pointLine()).toHaveAttribute("data-state", "inside"));
    await user.click(screen.getByRole("button", { name: "pan:desert" }));
    await waitFor(() => expect(pointLine()).toHaveAttribute("data-state", "outside"));
    await user.click(screen.getByRole("button", { name: "pan:haram" }));
    expect(pointLine()).toHaveAttribute("data-state", "inside");
    expect(adapters.calls.lookup).toHaveLength(3);
  });

  it("searches 2 s after typing stops: pending, results, then flies to the chosen result", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const adapters = createMemoryMapAdapters({ delayMs: 500 });
    render(<Harness adapters={adapters} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await user.type(screen.getByRole("searchbox", { name: "جستجوی آدرس" }), "مشهد");
    await act(async () => vi.advanceTimersByTime(1900));
    expect(adapters.calls.search).toEqual([]);
    await act(async () => vi.advanceTimersByTime(150));
    expect(adapters.calls.search).toEqual(["مشهد"]);
    expect(screen.getByText("در حال جستجو...")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(600));
    const result = screen.getByRole("button", { name: "میدان آزادی، مشهد" });
    await user.click(result);
    expect(screen.queryByRole("button", { name: "میدان آزادی، مشهد" })).not.toBeInTheDocument();
    expect(screen.getByRole("application")).toHaveAttribute("data-zoom", "17");
    await act(async () => vi.advanceTimersByTime(600));
    expect(adapters.calls.lookup.at(-1)).toEqual({ lat: 36.3123, lng: 59.5337 });
  });

  it.each([
    ["an empty result", {}, "نتیجه ای یافت نشد"],
    ["a search error", { searchFails: true }, "خطا در دریافت اطلاعات !"],
  ])("shows %s", async (_, options, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness adapters={createMemoryMapAdapters(options)} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await user.type(screen.getByRole("searchbox"), "ناکجا");
    await act(async () => vi.advanceTimersByTime(2100));
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("locate-me flies to zoom 20; a GPS failure shows its box for 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const adapters = createMemoryMapAdapters({ position: { lat: 36.3, lng: 59.58 } });
    render(<Harness adapters={adapters} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await user.click(screen.getByRole("button", { name: "موقعیت من" }));
    await waitFor(() => expect(screen.getByRole("application")).toHaveAttribute("data-zoom", "20"));
    expect(adapters.calls.lookup.at(-1)).toMatchObject({ lat: 36.3, lng: 59.58 });
    vi.useRealTimers();
  });

  it("shows 'خطای GPS ...' for 3 seconds when locating fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let fail: (e: Error) => void = () => undefined;
    const adapters: MapAdapters = {
      ...createMemoryMapAdapters(),
      locate: () => new Promise((_, reject) => (fail = reject)),
    };
    render(<Harness adapters={adapters} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await user.click(screen.getByRole("button", { name: "موقعیت من" }));
    expect(screen.getByRole("button", { name: "در حال یافتن موقعیت..." })).toBeDisabled();
    await act(async () => fail(new Error("denied")));
    expect(screen.getByText("خطای GPS ...")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.getByText("خطای GPS ...")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText("خطای GPS ...")).not.toBeInTheDocument();
  });

  it("says how to allow location when the permission was refused, until the map is moved", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const adapters: MapAdapters = {
      ...createMemoryMapAdapters(),
      locate: () => Promise.reject(new LocateError("denied", "User denied Geolocation")),
    };
    render(<Harness adapters={adapters} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await user.click(screen.getByRole("button", { name: "موقعیت من" }));
    const hint = await screen.findByRole("alert");
    expect(hint).toHaveTextContent("تنظیمات سایت");
    expect(hint).toHaveTextContent("موقعیت مکانی");
    expect(hint).not.toHaveTextContent("خطای GPS");
    // Longer than the 3 s of the GPS box: it is read, not glanced at.
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("alert")).toHaveTextContent("تنظیمات سایت");
    await user.click(screen.getByRole("button", { name: "pan:haram" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists cities by province in Persian order and names the located city after locate-me", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness adapters={createMemoryMapAdapters({ position: { lat: 35.7, lng: 51.4 } })} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    const select = screen.getByRole("combobox", { name: "شهر" });
    const groups = [...select.querySelectorAll("optgroup")].map((g) => [
      g.label,
      [...g.querySelectorAll("option")].map((o) => o.textContent),
    ]);
    expect(groups).toEqual([
      ["اصفهان", ["اصفهان"]],
      ["تهران", ["تهران", "شهریار"]],
      ["خراسان رضوی", ["مشهد", "نیشابور"]],
    ]);
    expect(select).toHaveDisplayValue("مشهد");
    await user.click(screen.getByRole("button", { name: "موقعیت من" }));
    await waitFor(() => expect(select).toHaveDisplayValue("تهران"));
  });

  it("goes back from the detail form to the map, and close hides both modals", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness adapters={createMemoryMapAdapters()} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    await user.click(screen.getByRole("button", { name: "بازگشت" }));
    expect(screen.queryByRole("dialog", { name: "مشخصات آدرس" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "نقطه فعلی شما" })).toBeInTheDocument();
    await user.click(confirm());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("stops the title at 100 characters and says so (issue 26 item 9)", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness adapters={createMemoryMapAdapters()} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    const detail = screen.getByRole("dialog", { name: "مشخصات آدرس" });
    const name = within(detail).getByLabelText("عنوان آدرس");
    expect(name).toHaveAttribute("maxlength", "100");
    expect(within(detail).getByLabelText("آدرس")).toHaveAttribute("maxlength", "500");
    await user.click(name);
    await user.paste("ب".repeat(120));
    expect((name as HTMLInputElement).value).toHaveLength(100);
    expect(within(detail).getByRole("status")).toHaveTextContent("حداکثر ۱۰۰ نویسه");
    expect(name).toHaveAccessibleDescription("حداکثر ۱۰۰ نویسه");
  });

  it("keeps the dialog and everything typed when a save is refused, showing the named field (issue 26 item 9)", async () => {
    const user = userEvent.setup({ delay: null });
    const answers: Array<() => Promise<AddressSaveOutcome | undefined>> = [
      () => Promise.reject(new Error("offline")),
      async () => ({ fieldErrors: { name: "«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد." } }),
      async () => undefined,
    ];
    const onSave = vi.fn((_: AddressValue) => answers.shift()?.() ?? Promise.resolve(undefined));
    const onChange = vi.fn();
    render(
      <AddressPicker
        value={null}
        onChange={onChange}
        onSave={onSave}
        adapters={createMemoryMapAdapters()}
        cities={cities}
        MapComponent={FakePickerMap}
      />,
    );
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    const detail = screen.getByRole("dialog", { name: "مشخصات آدرس" });
    await user.type(within(detail).getByLabelText("عنوان آدرس"), "خانه");
    await user.type(within(detail).getByLabelText("پلاک"), "12");
    await user.type(within(detail).getByLabelText("واحد"), "3");
    const save = () => within(detail).getByRole("button", { name: /ثبت آدرس/ });

    // A failed save (the app shows why) keeps both dialogs and what was typed.
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("dialog", { name: "مشخصات آدرس" })).toBe(detail);
    expect(screen.getByRole("dialog", { name: "نقطه فعلی شما" })).toBeInTheDocument();
    expect(within(detail).getByLabelText("واحد")).toHaveValue("3");

    // A refusal that names a field shows it there and goes to it.
    await user.click(save());
    const name = within(detail).getByLabelText("عنوان آدرس");
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription("«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد.");
    expect(name).toHaveValue("خانه");
    expect(within(detail).getByLabelText("پلاک")).toHaveValue("12");

    // Saved: the dialogs close.
    await user.click(save());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledTimes(3);
    // Only the saved address reaches onChange.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ name: "خانه", number: 12, unit: 3 });
  });

  it("marks the required detail fields (name, address, plate) and leaves the unit unmarked (issue 26 item 18)", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness adapters={createMemoryMapAdapters()} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    const detail = screen.getByRole("dialog", { name: "مشخصات آدرس" });
    const marked = [...detail.querySelectorAll(".cr-detail__label")].map((l) => [
      l.textContent,
      l.querySelector(".cr-required")?.getAttribute("aria-hidden") ?? null,
    ]);
    expect(marked).toEqual([
      ["عنوان آدرس *", "true"],
      ["آدرس *", "true"],
      ["پلاک *", "true"],
      ["واحد", null],
    ]);
  });

  it("keeps the typed name, plate and unit when going back to the map and confirming again (issue 26 item 15)", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness adapters={createMemoryMapAdapters()} />);
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    let detail = screen.getByRole("dialog", { name: "مشخصات آدرس" });
    await user.type(within(detail).getByLabelText("عنوان آدرس"), "خانه");
    await user.type(within(detail).getByLabelText("پلاک"), "12");
    await user.type(within(detail).getByLabelText("واحد"), "3");
    await user.click(within(detail).getByRole("button", { name: "بازگشت" }));
    await user.click(screen.getByRole("button", { name: "pan:haram" }));
    await waitFor(() => expect(pointLine()).toHaveTextContent("مشهد، نقطه 36.2879، 59.6157"));
    await user.click(confirm());
    detail = screen.getByRole("dialog", { name: "مشخصات آدرس" });
    expect(within(detail).getByLabelText("عنوان آدرس")).toHaveValue("خانه");
    expect(within(detail).getByLabelText("پلاک")).toHaveValue("12");
    expect(within(detail).getByLabelText("واحد")).toHaveValue("3");
    // The new point brings its own address line.
    expect(within(detail).getByLabelText("آدرس")).toHaveValue("مشهد، نقطه 36.2879، 59.6157");

    // Closing the picker drops the draft: the next opening starts empty.
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    expect(
      within(screen.getByRole("dialog", { name: "مشخصات آدرس" })).getByLabelText("عنوان آدرس"),
    ).toHaveValue("");
  });

  it("opens on the current address when one is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    const adapters = createMemoryMapAdapters();
    const initial: AddressValue = {
      name: "دفتر",
      unit: null,
      number: 3,
      address: "مشهد، بلوار وکیل‌آباد",
      coordinates: [59.4984, 36.3262],
      meta_data: { formatted_address: "مشهد، بلوار وکیل‌آباد", enumeration_location_id: 11 },
    };
    render(<Harness adapters={adapters} initial={initial} />);
    expect(screen.getByText("مشهد، بلوار وکیل‌آباد")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "تغییر آدرس" }));
    await waitFor(() => expect(pointLine()).toHaveAttribute("data-state", "inside"));
    expect(adapters.calls.lookup[0]).toEqual({ lat: 36.3262, lng: 59.4984 });
    await user.click(confirm());
    const detail = screen.getByRole("dialog", { name: "مشخصات آدرس" });
    expect(within(detail).getByLabelText("عنوان آدرس")).toHaveValue("دفتر");
    expect(within(detail).getByLabelText("پلاک")).toHaveValue("3");
  });
});
