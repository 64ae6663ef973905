import { describe, expect, it } from "vitest";
import { navigateFallbackDenylist } from "./serverPaths.mjs";

const denied = (path: string) => navigateFallbackDenylist.some((pattern) => pattern.test(path));

describe("the service worker's navigation fallback", () => {
  it("leaves the side menu's demo portals to the server (their defaults in reference-api portalPages.ts)", () => {
    expect(denied("/demo/monthly-report")).toBe(true);
    expect(denied("/demo/consumer-app")).toBe(true);
  });

  it("leaves the server's own paths to it and serves the panel for its routes", () => {
    for (const path of [
      "/api/profile/get",
      "/initailize_data",
      "/changelog.json",
      "/pay/12",
      "/uploads/a.png",
    ])
      expect(denied(path), path).toBe(true);
    for (const path of [
      "/panel",
      "/panel/wallet",
      "/signin",
      "/static/help-provider",
      "/demonstration",
      "/payments",
    ])
      expect(denied(path), path).toBe(false);
  });
});
