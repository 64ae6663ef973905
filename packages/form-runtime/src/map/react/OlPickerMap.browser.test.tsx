import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MAP_DEFAULTS, type TileConfig } from "../core/types";
import { OlPickerMap } from "./OlPickerMap";

// A 1×1 PNG: every tile of this source loads.
const DRAWN_TILE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
// Port 9 (discard) refuses the connection at once: as offline or a blocked tile host does.
const REFUSED_TILES = "http://127.0.0.1:9/{z}/{x}/{y}.png";

function renderMap(tiles: TileConfig | null) {
  return render(
    <div style={{ position: "relative", width: 360, height: 400 }}>
      <OlPickerMap
        initialCenter={{ lat: 36.28, lng: 59.61 }}
        initialZoom={MAP_DEFAULTS.zoom}
        flyTo={null}
        tiles={tiles}
        cities={[]}
        label="نقشه"
        onMoveStart={() => {}}
        onMoveEnd={() => {}}
      />
    </div>,
  );
}

const NOTICE = "نمایش نقشه در حال حاضر ممکن نیست. لطفا بعدا دوباره تلاش کنید.";

describe("OlPickerMap's tiles in chromium", () => {
  it("says the map cannot be shown when its tiles cannot be loaded, never a silent blank", async () => {
    renderMap({ url: REFUSED_TILES });
    expect(await screen.findByText(NOTICE, {}, { timeout: 15_000 })).toBeInTheDocument();
    // The map itself stays: it can still be moved over the offline base and its city points.
    expect(screen.getByRole("application", { name: "نقشه" })).toHaveAttribute("data-tiles", "failed");
  });

  it("says so at once when no tile source is configured (the offline base is empty at street zoom)", async () => {
    renderMap(null);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it("draws tiles without the notice, with the provider's attribution linked", async () => {
    renderMap({
      url: DRAWN_TILE,
      attributions: "© OpenStreetMap contributors",
      attributionUrl: "https://www.openstreetmap.org/copyright",
    });
    const link = await screen.findByRole("link", { name: "© OpenStreetMap contributors" });
    expect(link).toHaveAttribute("href", "https://www.openstreetmap.org/copyright");
    const map = screen.getByRole("application", { name: "نقشه" });
    await expect.poll(() => map.dataset.tiles, { timeout: 10_000 }).toBe("ok");
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
