import type { Hono } from "hono";
import { requireProfile } from "../../auth/requireProfile";
import type { Deps } from "../../context/deps";
import type { AppEnv } from "../../context/env";
import { encodeFor } from "../../http/static";
import { typedRoutes } from "../../http/typedRoutes";
import { marketplaceMessages } from "../../messages";
import { isValidPoint } from "../geo/geometry";
import { lookupPoint } from "../geo/lookupPoint";
import { searchLocation } from "../geo/searchLocation";
import { badRequest, notFound } from "../http";
import { initialData } from "../initial/initialData";
import { pageByUrl } from "../initial/pages";
import { portalRoutes, type SideMenuLinks } from "./portalPages";

/** Options of the public data routes. */
export interface SystemOptions {
  /** general_keys.sheba_is_required. */
  shebaRequired: boolean;
  /** general_keys monthly_report_url and consumer_app_url. */
  links: SideMenuLinks;
}

/** Initial data, CMS pages and the location service. */
export function systemRoutes(app: Hono<AppEnv>, deps: Deps, options: SystemOptions): void {
  const raw = Buffer.from(
    JSON.stringify({ data: initialData(options.shebaRequired, options.links, deps.config.mapTiles) }),
  );
  portalRoutes(app);
  const on = typedRoutes(app);

  on.get("/initailize_data", (c, io) => {
    // The data is static per build: serialise once and let the client cache it.
    c.header("Content-Type", "application/json; charset=UTF-8");
    c.header("Cache-Control", "public, max-age=300");
    // ~57 KB of JSON every first visit waits for before its first screen: brotli/gzip (made once, kept) by
    // Accept-Encoding, like the panel's files.
    c.header("Vary", "Accept-Encoding");
    const sent = encodeFor(
      "/initailize_data",
      raw,
      "application/json",
      c.req.header("accept-encoding") ?? "",
    );
    if (sent.encoding) c.header("Content-Encoding", sent.encoding);
    return io.raw(c.body(new Uint8Array(sent.body)));
  });

  on.get("/api/page", (_c, io) => {
    const page = pageByUrl(io.query.path);
    if (!page) return notFound(marketplaceMessages.pageNotFound);
    const data = page.widgets.map((w, index) => ({
      id: w.id,
      type: w.type,
      title: w.title,
      priority: index + 1,
      content: [{ title: w.title, html_body: w.html_body }],
    }));
    return io.ok(data);
  });

  on.get("/api/location_service/search", requireProfile(deps), (_c, io) => {
    const query = io.query;
    const point = { lat: Number(query.lat), lng: Number(query.lng) };
    if (!isValidPoint(point)) return badRequest(marketplaceMessages.pointInvalid);
    return io.ok(searchLocation(String(query.query ?? ""), point));
  });

  on.get("/api/location_service/coordination_search", (_c, io) => {
    const query = io.query;
    const point = { lat: Number(query.lat), lng: Number(query.lng) };
    if (!isValidPoint(point)) return badRequest(marketplaceMessages.pointInvalid);
    // Outside every service area enumeration_location_id is left out: its presence is what the panel checks.
    return io.ok(lookupPoint(point));
  });
}
