import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coreFeatures } from "../features";
import { createTestServer, type TestServer } from "../testing/testServer";
import { CHUNK_BYTES, postgresFileStore } from "./postgresFileStore";

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures });
  dir = mkdtempSync(join(tmpdir(), "pg-store-"));
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("PostgreSQL store", () => {
  it("keeps a file as chunks and streams it back a chunk at a time, byte for byte", async () => {
    const store = postgresFileStore(server.deps.db);
    const bytes = randomBytes(4 * CHUNK_BYTES + 3);
    const from = join(dir, "big.bin");
    writeFileSync(from, bytes);
    await store.put("public/big_org.mp3", { path: from });
    const rows = await server.deps.db
      .selectFrom("upload_blobs")
      .select("seq")
      .where("path", "=", "public/big_org.mp3")
      .execute();
    expect(rows).toHaveLength(5);

    const file = await store.stream("public/big_org.mp3");
    if (!file) throw new Error("stored file missing");
    expect(file.size).toBe(bytes.length);
    const parts: Uint8Array[] = [];
    for await (const part of file.body) parts.push(part);
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(CHUNK_BYTES);
    expect(Buffer.concat(parts).equals(bytes)).toBe(true);

    await store.put("public/empty_org.wav", { bytes: new Uint8Array() });
    expect((await store.stream("public/empty_org.wav"))?.size).toBe(0);
    await store.put("public/empty_org.wav", { bytes: Buffer.from("again") });
    expect(Buffer.from((await store.get("public/empty_org.wav")) ?? []).toString()).toBe("again");

    await store.delete(["public/big_org.mp3", "public/empty_org.wav"]);
    expect(await store.stream("public/big_org.mp3")).toBeNull();
    expect(await store.get("public/empty_org.wav")).toBeNull();
  });
});
