import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app/createApp";
import { startServer } from "../app/startServer";
import type { Deps } from "../context/deps";
import { coreFeatures } from "../features";
import type { Config } from "../kernel/config";
import { memoryLogger } from "../kernel/log";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { usingPostgres } from "../testing/testDatabase";
import { createTestServer, type TestServer, testOpenApi } from "../testing/testServer";
import { openFileStore } from "./openFileStore";

/**
 * Two instances on one database, each with its own upload folder (as two machines have): a file uploaded through
 * one is served, variants included, by the other. Under test:pg the second is a whole second server with its own
 * pool; on PGlite (one process owns it) it is a second app on the same database handle.
 */
let a: TestServer;
let b: { app: { request: (path: string) => Promise<Response> | Response }; close(): Promise<void> };
const folders: string[] = [];

beforeAll(async () => {
  a = await createTestServer({ features: coreFeatures, config: { uploadStorage: "postgres" } });
  const uploadDir = mkdtempSync(join(tmpdir(), "ref-uploads-b-"));
  folders.push(uploadDir);
  const config: Config = { ...a.deps.config, uploadDir };
  if (usingPostgres()) {
    const second = await startServer({
      config,
      log: memoryLogger(),
      openapi: testOpenApi(),
      features: coreFeatures,
      listen: false,
      seed: false,
    });
    b = { app: second.built.app, close: () => second.close() };
  } else {
    const deps: Deps = { ...a.deps, config, files: openFileStore(config, a.deps.db) };
    const built = createApp(deps, { features: coreFeatures, openapi: testOpenApi(), servePanel: false });
    b = { app: built.app, close: async () => built.sockets.close() };
  }
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("uploads shared by every instance on one database", () => {
  it("a photo uploaded on instance A opens on instance B with both variants; a missing path is 404 on both", async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#a37" } })
      .jpeg({ quality: 92 })
      .toBuffer();
    const tokens = await a.signIn(DEMO_ACCOUNTS.natural.phone);
    const form = new FormData();
    form.append("folder", "public");
    form.append("files", new File([photo], "photo.jpg"));
    const sent = await a.contract.call(a.built.app, "uploadFiles", {
      token: tokens.access_token,
      profileId: DEMO_ACCOUNTS.natural.mainProfileId,
      body: form,
    });
    expect(sent.status).toBe(200);
    const paths =
      (sent.body as { data: { file: { original: string }[] } }).data.file[0]?.original.split(";") ?? [];
    expect(paths).toHaveLength(3);

    const [org, v360, v120] = await Promise.all(
      paths.map(async (path) => {
        const res = await b.app.request(`/uploads/${path}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/jpeg");
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(res.headers.get("content-length")).toBe(String(bytes.length));
        return bytes;
      }),
    );
    expect(org?.equals(photo)).toBe(true);
    expect((await sharp(v360).metadata()).width).toBe(360);
    expect((await sharp(v120).metadata()).width).toBe(120);

    expect((await b.app.request("/uploads/public/none_org.jpg")).status).toBe(404);
    expect((await a.built.app.request("/uploads/public/none_org.jpg")).status).toBe(404);
  });
});
