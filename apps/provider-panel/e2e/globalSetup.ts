import type { TestProject } from "vitest/node";
import buildPanel from "./buildPanel";
import { startFakeTileServer } from "./fakeTileServer";
import { startReferenceServer } from "./referenceServer";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    autoLoginToken: string;
  }
}

/**
 * Builds the panel, starts the reference server on a free port with a fresh data dir and OTP 12345, and a local tile
 * server for its maps; stops both after.
 */
export default async function setup(project: TestProject) {
  buildPanel();
  const tiles = await startFakeTileServer();
  const server = await startReferenceServer({ MAP_TILE_URL: tiles.template });
  const baseUrl = server.url;
  project.provide("baseUrl", baseUrl);
  // The server logs a single-use auto-login link for the natural demo account at start-up.
  for (let i = 0; i < 50 && !server.log().includes("temp_token="); i += 1)
    await new Promise((r) => setTimeout(r, 100));
  project.provide("autoLoginToken", /temp_token=([\w-]+)/.exec(server.log())?.[1] ?? "");
  return async () => {
    server.stop();
    await tiles.close();
  };
}
