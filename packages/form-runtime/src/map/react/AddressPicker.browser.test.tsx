import { render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fixtureEnumerations } from "../../modules/testing/enumerations";
import { type AddressValue, citiesFromEnumerations, type MapAdapters } from "../core/types";
import type { PickerMapHandle } from "../ol/createPickerMap";
import { createMemoryMapAdapters } from "../testing/memoryMapAdapters";
import { AddressPicker } from "./AddressPicker";

function Harness(props: {
  adapters: MapAdapters;
  onValue: (v: AddressValue | null) => void;
  onMap?: (h: PickerMapHandle) => void;
}) {
  const [value, setValue] = useState<AddressValue | null>(null);
  return (
    <AddressPicker
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue(v);
      }}
      adapters={props.adapters}
      cities={citiesFromEnumerations(fixtureEnumerations)}
      onMapReady={props.onMap}
    />
  );
}

const pointLine = () => document.querySelector(".cr-picker__line") as HTMLElement;

/** Drags the map with pointer events, as a finger or mouse would. */
async function drag(element: Element, dx: number, dy: number) {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const init = {
    bubbles: true,
    cancelable: true,
    pointerId: 1,
    isPrimary: true,
    pointerType: "mouse",
    button: 0,
  };
  element.dispatchEvent(new PointerEvent("pointerdown", { ...init, clientX: x, clientY: y, buttons: 1 }));
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await new Promise((r) => requestAnimationFrame(r));
    document.dispatchEvent(
      new PointerEvent("pointermove", {
        ...init,
        clientX: x + (dx * i) / steps,
        clientY: y + (dy * i) / steps,
        buttons: 1,
      }),
    );
  }
  document.dispatchEvent(
    new PointerEvent("pointerup", { ...init, clientX: x + dx, clientY: y + dy, buttons: 0 }),
  );
}

describe("AddressPicker in chromium with OpenLayers and the offline base", () => {
  it("pans the map, waits for the lookup, confirms, fills the detail form and receives the address", async () => {
    const adapters = createMemoryMapAdapters({ delayMs: 80 });
    const onValue = vi.fn();
    let handle: PickerMapHandle | null = null;
    render(<Harness adapters={adapters} onValue={onValue} onMap={(h) => (handle = h)} />);
    await userEvent.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));

    const map = screen.getByRole("application");
    // OpenLayers is imported on first use (an optional peer of ./map), so the canvas comes after that chunk loads.
    await waitFor(() => expect(map.querySelector("canvas")).not.toBeNull(), { timeout: 15_000 });
    // The first view is looked up: the default centre in Mashhad is inside the service area.
    await waitFor(() => expect(pointLine()).toHaveAttribute("data-state", "inside"), { timeout: 10_000 });
    expect(adapters.calls.lookup[0]?.lat).toBeCloseTo(36.28, 4);
    expect(adapters.calls.lookup[0]?.lng).toBeCloseTo(59.61, 4);
    const lookupsBefore = adapters.calls.lookup.length;

    const viewport = map.querySelector(".ol-viewport") as HTMLElement;
    await drag(viewport, -120, 60);
    await waitFor(() => expect(adapters.calls.lookup.length).toBeGreaterThan(lookupsBefore), {
      timeout: 10_000,
    });
    await waitFor(() => expect(pointLine()).toHaveAttribute("data-state", "inside"), { timeout: 10_000 });
    const looked = adapters.calls.lookup.at(-1);
    if (!looked || !handle) throw new Error("no lookup after the drag");
    // Dragging the map left and down moves the centre east and north.
    expect(looked.lng).toBeGreaterThan(59.61);
    expect(looked.lat).toBeGreaterThan(36.28);
    const center = (handle as PickerMapHandle).getCenter();
    expect(center.lat).toBeCloseTo(looked.lat, 6);

    await userEvent.click(screen.getByRole("button", { name: "تایید موقعیت" }));
    const detail = screen.getByRole("dialog", { name: "مشخصات آدرس" });
    const address = within(detail).getByLabelText("آدرس") as HTMLTextAreaElement;
    expect(address.value).toContain("مشهد");
    await userEvent.type(within(detail).getByLabelText("عنوان آدرس"), "منزل");
    await userEvent.type(within(detail).getByLabelText("پلاک"), "۴۲");
    await userEvent.type(within(detail).getByLabelText("واحد"), "7");
    await userEvent.click(within(detail).getByRole("button", { name: "ثبت آدرس" }));

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onValue).toHaveBeenCalledTimes(1);
    const value = onValue.mock.calls[0]?.[0] as AddressValue;
    expect(value).toMatchObject({ name: "منزل", number: 42, unit: 7, address: address.value });
    expect(value.coordinates[0]).toBeCloseTo(looked.lng, 9);
    expect(value.coordinates[1]).toBeCloseTo(looked.lat, 9);
    expect(value.meta_data).toMatchObject({ enumeration_location_id: 11, city: "مشهد" });
  });

  it("disables confirm outside the service area after the map is moved there", async () => {
    const adapters = createMemoryMapAdapters();
    let handle: PickerMapHandle | null = null;
    render(<Harness adapters={adapters} onValue={vi.fn()} onMap={(h) => (handle = h)} />);
    await userEvent.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await waitFor(() => expect(pointLine()).toHaveAttribute("data-state", "inside"), { timeout: 10_000 });
    // The focused map pans with the arrow keys (OpenLayers KeyboardPan) and the new centre is looked up.
    const before = adapters.calls.lookup.length;
    screen.getByRole("application").focus();
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(adapters.calls.lookup.length).toBeGreaterThan(before), { timeout: 10_000 });
    expect(adapters.calls.lookup.at(-1)?.lat).toBeGreaterThan(36.28);
    (handle as PickerMapHandle | null)?.setCenter({ lat: 35.69, lng: 51.39 });
    await waitFor(() => expect(pointLine()).toHaveTextContent("نقطه انتخابی در محدوده سرویس دهی نمی باشد"), {
      timeout: 10_000,
    });
    expect(screen.getByRole("button", { name: "تایید موقعیت" })).toBeDisabled();
  });

  it("draws the offline base from world-atlas (land in Mashhad, none in the Caspian), also after reopening", async () => {
    const adapters = createMemoryMapAdapters();
    let handle: PickerMapHandle | null = null;
    render(<Harness adapters={adapters} onValue={vi.fn()} onMap={(h) => (handle = h)} />);
    const centrePixel = () => {
      const canvas = screen.getByRole("application").querySelector("canvas");
      const ctx = canvas?.getContext("2d");
      if (!canvas || !ctx) return null;
      return [...ctx.getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data];
    };
    const land = [243, 241, 234, 255];

    for (let round = 0; round < 2; round++) {
      await userEvent.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
      await waitFor(() => expect(centrePixel()).toEqual(land), { timeout: 10_000 });
      (handle as PickerMapHandle | null)?.setCenter({ lat: 42, lng: 50.5 });
      await waitFor(() => expect(centrePixel()?.[3]).toBe(0), { timeout: 10_000 });
      (handle as PickerMapHandle | null)?.setCenter({ lat: 36.28, lng: 59.61 });
      await waitFor(() => expect(centrePixel()).toEqual(land), { timeout: 10_000 });
      await userEvent.click(screen.getByRole("button", { name: "بستن" }));
      expect(screen.queryByRole("dialog")).toBeNull();
    }
  });
});
