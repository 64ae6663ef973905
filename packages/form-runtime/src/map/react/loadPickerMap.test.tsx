import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MAP_DEFAULTS } from "../core/types";
import { loadPickerMap, MISSING_MAP_PEERS } from "./loadPickerMap";
import { OlPickerMap } from "./OlPickerMap";

// As if `ol` were not installed: the OpenLayers module fails to load.
vi.mock("../ol/createPickerMap", () => {
  throw new Error("Cannot find package 'ol' imported from createPickerMap.js");
});

describe("the map entry without its optional peers", () => {
  it("rejects with an error naming the packages to install, keeping the cause", async () => {
    const error = await loadPickerMap().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(MISSING_MAP_PEERS);
    expect((error as Error).message).toContain("npm install ol@^10.11.0 world-atlas@^2.0.2");
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it("shows the user a Persian notice instead of a blank map, and logs why", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <OlPickerMap
        initialCenter={{ lat: 36.3, lng: 59.6 }}
        initialZoom={MAP_DEFAULTS.zoom}
        flyTo={null}
        cities={[]}
        label="نقشه"
        onMoveStart={() => {}}
        onMoveEnd={() => {}}
      />,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("نمایش نقشه در حال حاضر ممکن نیست");
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: MISSING_MAP_PEERS }));
    log.mockRestore();
  });
});
