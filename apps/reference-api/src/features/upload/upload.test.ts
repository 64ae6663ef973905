import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TokenSet } from "../../auth/tokens";
import { DEMO_ACCOUNTS } from "../../seed/accounts";
import { createTestServer, type TestServer } from "../../testing/testServer";
import { coreFeatures } from "../index";

/** Issue 12 item 8: streamed uploads, real size variants, audio samples, magic bytes and a per-user quota. */
const PERSIAN = /[\u0600-\u06FF]/;
const natural = DEMO_ACCOUNTS.natural;
let server: TestServer;
let tokens: TokenSet;
let photo: Buffer;

beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures });
  tokens = await server.signIn(natural.phone);
  // A real 800×600 photo-like JPEG.
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a7" } })
    .jpeg({ quality: 90 })
    .toBuffer();
});
afterAll(async () => {
  await server?.close();
});

function upload(
  files: [bytes: Uint8Array, name: string][],
  folder = "public",
  profileId = natural.mainProfileId,
) {
  const form = new FormData();
  form.append("folder", folder);
  for (const [bytes, name] of files) form.append("files", new File([bytes], name));
  return server.contract.call(server.built.app, "uploadFiles", {
    token: tokens.access_token,
    profileId,
    body: form,
  });
}

const stored = (r: { body: unknown }) =>
  (r.body as { data: { file: { original: string }[] } }).data.file.map((f) => f.original.split(";"));

const incoming = () => {
  const dir = join(server.deps.config.uploadDir, ".incoming");
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe("uploads", () => {
  it("makes real 360x360 and 120x120 variants of an image, not copies", async () => {
    const r = await upload([[photo, "photo.jpg"]]);
    expect(r.status).toBe(200);
    const [paths] = stored(r);
    expect(paths).toHaveLength(3);
    const read = async (p: string | undefined) => Buffer.from((await server.deps.files.get(p ?? "")) ?? []);
    const [org, v360, v120] = await Promise.all((paths ?? []).map(read));
    expect((await sharp(org).metadata()).width).toBe(800);
    const m360 = await sharp(v360).metadata();
    expect([m360.width, m360.height, m360.format]).toEqual([360, 270, "jpeg"]);
    const m120 = await sharp(v120).metadata();
    expect(Math.max(m120.width ?? 0, m120.height ?? 0)).toBe(120);
    const served = await server.built.app.request(`/uploads/${paths?.[1]}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await served.arrayBuffer()).byteLength).toBeLessThan(photo.length);
    expect(incoming()).toEqual([]);
  });

  it("keeps the name a file had and answers it, for its uploader only (issue 26 item 10)", async () => {
    const r = await upload([
      [photo, "نقشه سالن.jpg"],
      [photo, "photo.jpg"],
    ]);
    const values = (r.body as { data: { file: { original: string }[] } }).data.file.map((f) => f.original);
    const names = await server.contract.call(server.built.app, "uploadNames", {
      token: tokens.access_token,
      profileId: natural.mainProfileId,
      query: { path: [...values, "public/unknown_org.png"] },
    });
    expect(names.status).toBe(200);
    expect((names.body as { data: unknown }).data).toEqual([
      { path: values[0], name: "نقشه سالن.jpg" },
      { path: values[1], name: "photo.jpg" },
    ]);
    const other = DEMO_ACCOUNTS.legal;
    const otherTokens = await server.signIn(other.phone);
    const foreign = await server.contract.call(server.built.app, "uploadNames", {
      token: otherTokens.access_token,
      profileId: other.mainProfileId,
      query: { path: values },
    });
    expect((foreign.body as { data: unknown }).data).toEqual([]);
  });

  it("accepts an audio sample (mp3) for the madahi samples field and serves it as audio/mpeg", async () => {
    const mp3 = Uint8Array.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64, 0, 0]);
    const r = await upload([[mp3, "sample.mp3"]], "madahi");
    expect(r.status).toBe(200);
    const [paths] = stored(r);
    expect(paths).toHaveLength(1);
    expect(paths?.[0]).toMatch(/^madahi\/[A-Za-z0-9_-]+_org\.mp3$/);
    const served = await server.built.app.request(`/uploads/${paths?.[0]}`);
    expect(served.headers.get("content-type")).toBe("audio/mpeg");
  });

  it("checks content, not names: a renamed script or a broken image is a Persian 400 and leaves nothing", async () => {
    const script = new TextEncoder().encode("<script>alert(1)</script>");
    const renamed = await upload([[script, "photo.png"]]);
    expect(renamed.status).toBe(400);
    expect((renamed.body as { message: string }).message).toMatch(PERSIAN);
    const broken = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const bad = await upload([[broken, "broken.jpg"]]);
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(PERSIAN);
    expect(incoming()).toEqual([]);
  });

  it("a file above the per-file cap is 413 and its partial copy is removed", async () => {
    const cap = server.deps.config.maxUploadBytes;
    server.deps.config.maxUploadBytes = 1000;
    try {
      const r = await upload([[photo, "big.jpg"]]);
      expect(r.status).toBe(413);
      expect(incoming()).toEqual([]);
    } finally {
      server.deps.config.maxUploadBytes = cap;
    }
  });

  it("takes a file part sent without a filename as a file, not as an unknown field", async () => {
    const boundary = "----nameless";
    const head = (disposition: string, type: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`);
    const body = Buffer.concat([
      head('name="folder"', ""),
      Buffer.from("public\r\n"),
      head('name="files"', "Content-Type: image/jpeg\r\n"),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await server.built.app.request("/api/upload/multi", {
      method: "POST",
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    expect(r.status).toBe(200);
    const [paths] = stored({ body: await r.json() });
    expect(paths).toHaveLength(3);
    const original = await server.deps.files.get(paths?.[0] ?? "");
    expect(original).not.toBeNull();
    expect((await sharp(Buffer.from(original ?? [])).metadata()).width).toBe(800);
  });

  it("a multipart body without a boundary is a 400", async () => {
    const r = await server.built.app.request("/api/upload/multi", {
      method: "POST",
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        "profile-id": String(natural.mainProfileId),
        "content-type": "multipart/form-data",
      },
      body: "--x\r\n",
    });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { message: string }).message).toMatch(PERSIAN);
  });

  it("stops a user at the quota with a Persian 413, counting originals and variants", async () => {
    const quota = server.deps.config.uploadQuotaBytes;
    const used = await server.deps.db
      .selectFrom("uploads")
      .select((eb) => eb.fn.sum<number>("bytes").as("bytes"))
      .where("user_id", "=", natural.userId)
      .executeTakeFirstOrThrow();
    server.deps.config.uploadQuotaBytes = Number(used.bytes) + photo.length + 100;
    try {
      // The original alone would fit; with its variants it does not.
      const r = await upload([[photo, "one-too-many.jpg"]]);
      expect(r.status).toBe(413);
      expect(r.body).toMatchObject({ code: 1009 });
      expect((r.body as { message: string }).message).toMatch(PERSIAN);
      const small = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
      expect((await upload([[small, "tiny.pdf"]])).status).toBe(200);
      expect(incoming()).toEqual([]);
    } finally {
      server.deps.config.uploadQuotaBytes = quota;
    }
  });
});
