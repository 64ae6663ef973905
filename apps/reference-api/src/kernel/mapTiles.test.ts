import { describe, expect, it } from "vitest";
import { mapTilesFromEnv, OSM_TILES, tileOriginOf } from "./mapTiles";

describe("map tiles from the environment", () => {
  it("defaults to OpenStreetMap with the attribution its usage policy asks for", () => {
    expect(mapTilesFromEnv({})).toEqual(OSM_TILES);
    expect(OSM_TILES.attribution).toBe("© OpenStreetMap contributors");
  });

  it("takes a deployment's own source, with no OSM attribution unless given", () => {
    expect(
      mapTilesFromEnv({
        MAP_TILE_URL:
          "https://map.ir/shiveh/xyz/1.0.0/Shiveh:Shiveh@EPSG:3857@png/{z}/{x}/{-y}.png?x-api-key=K",
        MAP_TILE_ATTRIBUTION: "© Map.ir",
        MAP_TILE_MAX_ZOOM: "17",
      }),
    ).toEqual({
      url: "https://map.ir/shiveh/xyz/1.0.0/Shiveh:Shiveh@EPSG:3857@png/{z}/{x}/{-y}.png?x-api-key=K",
      attribution: "© Map.ir",
      attributionUrl: "",
      maxZoom: 17,
    });
  });

  it("turns tiles off with 'off' and refuses a template the map cannot use", () => {
    expect(mapTilesFromEnv({ MAP_TILE_URL: "off" })).toBeNull();
    expect(() => mapTilesFromEnv({ MAP_TILE_URL: "https://tiles.example.ir/{z}/{x}.png" })).toThrow(/\{y\}/);
    expect(() => mapTilesFromEnv({ MAP_TILE_URL: "ftp://tiles.example.ir/{z}/{x}/{y}.png" })).toThrow();
    expect(() =>
      mapTilesFromEnv({ MAP_TILE_URL: "https://t.example.ir/{z}/{x}/{y}.png", MAP_TILE_MAX_ZOOM: "30" }),
    ).toThrow(/MAP_TILE_MAX_ZOOM/);
  });
});

describe("tileOriginOf", () => {
  it("names the tile host for the panel's CSP, a sub-domain placeholder widened to *", () => {
    expect(tileOriginOf("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(tileOriginOf("http://127.0.0.1:4100/tiles/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:4100");
    expect(tileOriginOf("https://{a-c}.tile.example.ir/{z}/{x}/{y}.png")).toBe("https://*.tile.example.ir");
  });

  it("refuses a host a CSP source cannot express", () => {
    expect(() => tileOriginOf("https://tile.{s}.example.ir/{z}/{x}/{y}.png")).toThrow();
  });
});
