import { createHash } from "node:crypto";
import type { MapTiles } from "../../kernel/mapTiles";
import { DEMO_LINKS, type SideMenuLinks } from "../system/portalPages";
import { MARKETPLACE_CONSTANTS } from "./constants";
import { ELEMENTS } from "./elements";
import { ENUMERATIONS } from "./enumerations";
import { FORMS } from "./forms";
import { PAGES } from "./pages";
import { VALIDATIONS } from "./validations";

/**
 * Last change (unix seconds) of each collection. Bump the stamp together with its fingerprint when the data
 * changes (initialData.test.ts fails until both are updated), so cached clients see the change.
 */
export const STAMPS = {
  forms: { stamp: 1_795_737_600, fingerprint: "56f7bd097b6dcd65" },
  enumerations: { stamp: 1_763_769_600, fingerprint: "12ce022ceaccd9eb" },
  pages: { stamp: 1_763_769_600, fingerprint: "b267cb8ecfcd765d" },
};

/** Payment gateways for the top-up chooser (only the reference server's own page is usable). */
export const GATEWAYS = [
  { id: 1, title: "درگاه پرداخت آزمایشی", status_id: 1, icon: null },
  { id: 2, title: "درگاه بانکی (به زودی)", status_id: 0, icon: null },
];

/** SHA-256 of a collection, the value STAMPS pins. */
export function fingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
}

/** The collections as the fingerprints see them. */
export function collections() {
  return {
    forms: { forms: FORMS, elements: ELEMENTS, validations: VALIDATIONS },
    enumerations: ENUMERATIONS,
    pages: PAGES.map(({ id, title, url, widgets }) => ({ id, title, url, widgets })),
  };
}

/** The map picker's tile source as general keys (all strings); none without tiles. */
function tileKeys(tiles: MapTiles | null): Record<string, string> {
  if (!tiles) return {};
  return {
    map_tile_url: tiles.url,
    map_tile_max_zoom: String(tiles.maxZoom),
    ...(tiles.attribution ? { map_tile_attribution: tiles.attribution } : {}),
    ...(tiles.attributionUrl ? { map_tile_attribution_url: tiles.attributionUrl } : {}),
  };
}

/**
 * The body of GET /initailize_data (always complete; the stamps say which collections changed). General keys:
 * sheba_is_required, the side menu's external links (monthly report portal, consumer app) and the map's tile
 * source (`map_tile_*`, from MAP_TILE_URL…).
 */
export function initialData(
  shebaRequired: boolean,
  links: SideMenuLinks = DEMO_LINKS,
  tiles: MapTiles | null = null,
) {
  return {
    forms: FORMS,
    enumerations: ENUMERATIONS,
    pages: PAGES.map(({ id, title, url }) => ({ id, title, url, controls: { widgets: true } })),
    stamps: { forms: STAMPS.forms.stamp, enumerations: STAMPS.enumerations.stamp, pages: STAMPS.pages.stamp },
    website_ui: false,
    general_keys: {
      sheba_is_required: shebaRequired ? "true" : "false",
      monthly_report_url: links.monthlyReport,
      consumer_app_url: links.consumerApp,
      ...tileKeys(tiles),
    },
    gateways: GATEWAYS,
    validations: VALIDATIONS,
    constants: MARKETPLACE_CONSTANTS,
  };
}
