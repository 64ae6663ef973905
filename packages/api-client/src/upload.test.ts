import { describe, expect, it } from "vitest";
import { createTestApiClient } from "../test/client";
import { createFakeXhrFactory } from "../test/fakeXhr";
import { json, rejectionOf, signedIn, tokenAnswer } from "../test/harness";
import { ApiError, isAbortError } from "./errors";
import { messages } from "./messages";
import type { UploadProgress } from "./upload";

const stored = { data: { file: [{ original: "user/a-org.jpg;user/a-360x360.jpg" }] } };
const photo = () => new File([new Uint8Array([1, 2, 3])], "a.jpg", { type: "image/jpeg" });

describe("upload", () => {
  it("posts folder and files to the upload host with Authorization and Profile-Id, reporting progress", async () => {
    const xhr = createFakeXhrFactory((x) => {
      x.progress(50, 200);
      x.progress(200, 200);
      x.respond(200, stored);
    });
    const api = createTestApiClient({ tokens: signedIn(), xhr: xhr.factory });
    const progress: UploadProgress[] = [];
    const result = await api.upload([photo()], { folder: "user", onProgress: (p) => progress.push(p) });
    expect(result).toEqual(stored);
    const sent = xhr.created[0];
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("https://upload.test/api/upload/multi");
    expect(sent?.headers).toMatchObject({ Authorization: "Bearer A1", "Profile-Id": "7" });
    expect(sent?.body?.get("folder")).toBe("user");
    expect(sent?.body?.getAll("files")).toHaveLength(1);
    expect(progress).toEqual([
      { loaded: 50, total: 200, fraction: 0.25 },
      { loaded: 200, total: 200, fraction: 1 },
    ]);
  });

  it("rejects with an AbortError when cancelled mid-upload, aborting the request and reporting nothing", async () => {
    const controller = new AbortController();
    const xhr = createFakeXhrFactory((x) => {
      x.progress(10, 100);
      controller.abort();
    });
    const api = createTestApiClient({ tokens: signedIn(), xhr: xhr.factory });
    const error = await rejectionOf(api.upload([photo()], { signal: controller.signal }));
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(xhr.created[0]?.aborted).toBe(true);
    expect(api.errors).toHaveLength(0);
  });

  it("sends nothing when the signal was already aborted", async () => {
    const xhr = createFakeXhrFactory((x) => x.respond(200, stored));
    const api = createTestApiClient({ tokens: signedIn(), xhr: xhr.factory });
    const error = await rejectionOf(api.upload([photo()], { signal: AbortSignal.abort() }));
    expect(isAbortError(error)).toBe(true);
    expect(xhr.created).toHaveLength(0);
  });

  it("refuses locally without a session, sending nothing", async () => {
    const xhr = createFakeXhrFactory((x) => x.respond(200, stored));
    const api = createTestApiClient({ xhr: xhr.factory });
    expect(await rejectionOf(api.upload([photo()]))).toMatchObject({ status: 401 });
    expect(xhr.created).toHaveLength(0);
  });

  it("answers a 401 with the shared refresh and one retry carrying the same files", async () => {
    const xhr = createFakeXhrFactory((x, i) =>
      i === 0 ? x.respond(401, { message: "expired" }) : x.respond(200, stored),
    );
    const api = createTestApiClient({
      tokens: signedIn("A1"),
      xhr: xhr.factory,
      handler: () => tokenAnswer("A2"),
    });
    expect(await api.upload([photo(), photo()], { folder: "user" })).toEqual(stored);
    expect(api.fake.to("/api/profile/refresh_token")).toHaveLength(1);
    expect(xhr.created).toHaveLength(2);
    expect(xhr.created[1]?.headers.Authorization).toBe("Bearer A2");
    expect(xhr.created[1]?.body?.getAll("files")).toHaveLength(2);
    expect(xhr.created[1]?.body?.get("folder")).toBe("user");
  });

  it("gives the internet-cut text when the network fails offline, and the server's message on errors", async () => {
    const offline = createFakeXhrFactory((x) => x.fail());
    const a = createTestApiClient({ tokens: signedIn(), xhr: offline.factory, online: false });
    expect(await rejectionOf(a.upload([photo()]))).toMatchObject({
      status: 0,
      message: messages.internetCut,
    });

    const tooLarge = createFakeXhrFactory((x) => x.respond(413, { message: "فایل بزرگ است", code: null }));
    const b = createTestApiClient({ tokens: signedIn(), xhr: tooLarge.factory });
    const error = await rejectionOf(b.upload([photo()]));
    expect(error).toMatchObject({ status: 413, message: "فایل بزرگ است" });
    expect(b.errors).toEqual([error]);
  });

  it("falls back to fetch when no XMLHttpRequest exists", async () => {
    const api = createTestApiClient({ tokens: signedIn(), xhr: null, handler: () => json(200, stored) });
    const progress: UploadProgress[] = [];
    expect(await api.upload([photo()], { onProgress: (p) => progress.push(p) })).toEqual(stored);
    expect(api.fake.seen[0]?.url).toBe("https://upload.test/api/upload/multi");
    expect(api.fake.seen[0]?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.fake.seen[0]?.body).toContain('name="folder"');
    expect(progress.at(-1)).toEqual({ loaded: 3, total: 3, fraction: 1 });
  });
});
