import { afterEach, describe, expect, it, vi } from "vitest";
import type { LatLng } from "../core/types";
import { createPickerMap, type PickerMapHandle } from "./createPickerMap";

const maps: PickerMapHandle[] = [];
afterEach(() => {
  for (const map of maps.splice(0)) map.dispose();
  document.body.replaceChildren();
});

function target(): HTMLElement {
  const el = document.createElement("div");
  el.style.width = "360px";
  el.style.height = "400px";
  document.body.append(el);
  return el;
}

/** A map of the offline base centred on Mashhad; resolves when its outlines are drawn. */
async function open(onMoveEnd: (center: LatLng) => void, onMoveStart = () => {}): Promise<void> {
  await new Promise<void>((baseReady) => {
    maps.push(
      createPickerMap(target(), {
        center: { lat: 36.28, lng: 59.61 },
        zoom: 12,
        tiles: null,
        cities: [],
        onMoveStart,
        onMoveEnd,
        onBaseReady: baseReady,
      }),
    );
  });
}

describe("createPickerMap in chromium", () => {
  // OpenLayers reports the first moveend only on a second rendered frame. When the offline base is already loaded
  // (the picker opened a second time), nothing asks for that frame, and the picker never looked its first view up.
  it("reports the first view once, whether or not the offline base was still loading", async () => {
    const first = vi.fn();
    await open(first);
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1), { timeout: 5_000 });

    // The outlines' chunk is now loaded: this base is drawn before the map's first frame.
    const again = vi.fn();
    const started = vi.fn();
    await open(again, started);
    await vi.waitFor(() => expect(again).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    const [center] = again.mock.calls[0] ?? [];
    expect(center?.lat).toBeCloseTo(36.28, 4);
    expect(center?.lng).toBeCloseTo(59.61, 4);
    // A move that started also ends, so the picker never stays on its "looking up" line.
    expect(started).toHaveBeenCalledTimes(1);

    // Frames without a move report nothing more.
    await new Promise((r) => setTimeout(r, 300));
    expect(again).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
  });
});
