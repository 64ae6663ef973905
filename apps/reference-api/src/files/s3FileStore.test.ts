import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAll } from "./fileStore";
import { s3FileStore } from "./s3FileStore";
import { EMPTY_SHA256, encodeKey, signV4 } from "./signV4";

/**
 * No S3-compatible server installs here from Debian or npm, so the client is checked two ways: its signature
 * against the worked example of AWS's Signature V4 documentation, and its requests against a small in-process
 * fake that stores objects and refuses any request whose signature, length or addressing is wrong.
 */
const credentials = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};

describe("Signature V4", () => {
  it("signs AWS's documented GET-object example to its published signature", () => {
    const headers = signV4(
      {
        method: "GET",
        path: "/test.txt",
        headers: {
          host: "examplebucket.s3.amazonaws.com",
          range: "bytes=0-9",
          "x-amz-content-sha256": EMPTY_SHA256,
        },
        date: new Date("2013-05-24T00:00:00Z"),
      },
      credentials,
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date," +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("encodes keys the way S3 canonicalises paths", () => {
    expect(encodeKey("public/a b(1)*.jpg")).toBe("public/a%20b%281%29%2A.jpg");
    expect(encodeKey("پیوست/x~y_z-1.png")).toBe("%D9%BE%DB%8C%D9%88%D8%B3%D8%AA/x~y_z-1.png");
  });
});

/** A fake bucket: checks each request's signature (recomputed from what arrived) and keeps objects in memory. */
function fakeS3(bucket: string) {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  const verify = (req: IncomingMessage) => {
    const auth = req.headers.authorization ?? "";
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(";") ?? [];
    if (
      !signed.includes("host") ||
      !signed.includes("x-amz-date") ||
      !signed.includes("x-amz-content-sha256")
    )
      return "host, x-amz-date and x-amz-content-sha256 must be signed";
    const amzDate = String(req.headers["x-amz-date"]);
    const date = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const headers = Object.fromEntries(
      signed.filter((h) => h !== "x-amz-date").map((h) => [h, String(req.headers[h])]),
    );
    const expected = signV4({ method: req.method ?? "", path: req.url ?? "", headers, date }, credentials);
    return expected.authorization === auth ? null : "SignatureDoesNotMatch";
  };
  const server: Server = createServer(async (req, res) => {
    const problem = verify(req);
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    const body = Buffer.concat(parts);
    if (problem) {
      refused.push(problem);
      res.writeHead(403).end(`<Error><Code>${problem}</Code></Error>`);
      return;
    }
    const prefix = `/${bucket}/`;
    if (!req.url?.startsWith(prefix))
      return res.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
    const key = decodeURIComponent(req.url.slice(prefix.length));
    if (req.method === "PUT") {
      if (Number(req.headers["content-length"]) !== body.length || req.headers["transfer-encoding"])
        return res.writeHead(411).end("<Error><Code>MissingContentLength</Code></Error>");
      objects.set(key, body);
      return res.writeHead(200).end();
    }
    const object = objects.get(key);
    if (req.method === "GET") {
      if (!object) return res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      return res.writeHead(200, { "content-length": object.length }).end(object);
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    res.writeHead(405).end();
  });
  return { server, objects, refused };
}

let fake: ReturnType<typeof fakeS3>;
let endpoint: string;
let dir: string;

beforeAll(async () => {
  fake = fakeS3("ceremony-uploads");
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), "s3-store-"));
});
afterAll(async () => {
  await new Promise((resolve) => fake.server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("S3-compatible store", () => {
  it("puts a file streamed from disk, streams it back, answers null when missing, deletes", async () => {
    const store = s3FileStore({ ...credentials, endpoint, bucket: "ceremony-uploads" });
    const bytes = randomBytes(3 * 1024 * 1024 + 5);
    const from = join(dir, "upload.bin");
    writeFileSync(from, bytes);
    await store.put("public/abc_org.jpg", { path: from });
    await store.put("requests/invitation.svg", { bytes: Buffer.from("<svg/>") });
    expect(fake.objects.get("public/abc_org.jpg")?.equals(bytes)).toBe(true);

    const file = await store.stream("public/abc_org.jpg");
    if (!file) throw new Error("stored object missing");
    expect(file.size).toBe(bytes.length);
    expect(Buffer.from(await readAll(file.body)).equals(bytes)).toBe(true);
    expect(Buffer.from((await store.get("requests/invitation.svg")) ?? []).toString()).toBe("<svg/>");
    expect(await store.stream("public/missing_org.jpg")).toBeNull();

    await store.delete(["public/abc_org.jpg", "public/missing_org.jpg"]);
    expect(await store.get("public/abc_org.jpg")).toBeNull();
    expect(fake.refused).toEqual([]);
  });

  it("fails loudly when the bucket refuses the signature", async () => {
    const store = s3FileStore({
      ...credentials,
      secretAccessKey: "wrong",
      endpoint,
      bucket: "ceremony-uploads",
    });
    await expect(store.put("public/x_org.jpg", { bytes: Buffer.from("x") })).rejects.toThrow(
      /S3 PUT public\/x_org.jpg answered 403: .*SignatureDoesNotMatch/,
    );
    await expect(store.stream("public/x_org.jpg")).rejects.toThrow(/answered 403/);
  });
});
