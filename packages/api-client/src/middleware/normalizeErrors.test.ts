import { describe, expect, it } from "vitest";
import { createStack, json, rejectionOf, signedIn } from "../../test/harness";
import { ApiError, isAbortError, parseRetryAfter } from "../errors";
import { messages } from "../messages";

describe("normalise-errors middleware", () => {
  it("uses the server's message and code", async () => {
    const s = createStack({
      handler: () => json(403, { message: "حساب تایید نشد", code: 1042 }),
      tokens: signedIn(),
    });
    const error = await rejectionOf(s.client.GET("/api/private"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 1042, message: "حساب تایید نشد" });
    expect(s.reported).toEqual([error]);
  });

  it("falls back to the transport's status text, then to the Persian system error", async () => {
    const withText = createStack({
      handler: () => new Response("<html>", { status: 502, statusText: "Bad Gateway" }),
    });
    expect(await rejectionOf(withText.client.GET("/api/public"))).toMatchObject({
      status: 502,
      code: null,
      message: "Bad Gateway",
    });
    const bare = createStack({ handler: () => new Response("", { status: 500 }) });
    expect(await rejectionOf(bare.client.GET("/api/public"))).toMatchObject({
      status: 500,
      code: null,
      message: messages.systemError,
    });
  });

  it("keeps a non-integer code out", async () => {
    const s = createStack({ handler: () => json(400, { message: "bad", code: "E1" }) });
    expect(await rejectionOf(s.client.GET("/api/public"))).toMatchObject({ code: null, message: "bad" });
  });

  it("gives the internet-cut text for a network error while offline", async () => {
    const s = createStack({
      handler: () => {
        throw new TypeError("Failed to fetch");
      },
      online: false,
    });
    expect(await rejectionOf(s.client.GET("/api/public"))).toMatchObject({
      status: 0,
      code: null,
      message: messages.internetCut,
    });
  });

  it("gives the transport's message for a network error while online, else the system error", async () => {
    const s = createStack({
      handler: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(await rejectionOf(s.client.GET("/api/public"))).toMatchObject({
      status: 0,
      message: "Failed to fetch",
    });
    const silent = createStack({
      handler: () => {
        throw new TypeError("");
      },
    });
    expect(await rejectionOf(silent.client.GET("/api/public"))).toMatchObject({
      message: messages.systemError,
    });
  });

  it("lets a cancellation through as an AbortError and reports nothing", async () => {
    const s = createStack({
      handler: () => {
        throw new DOMException("aborted", "AbortError");
      },
    });
    const error = await rejectionOf(s.client.GET("/api/public"));
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(s.reported).toHaveLength(0);
  });

  it("leaves successful answers alone", async () => {
    const s = createStack({ handler: () => json(200, { data: "ok" }) });
    expect((await s.client.GET("/api/public")).data).toEqual({ data: "ok" });
    expect(s.reported).toHaveLength(0);
  });
});

describe("normalise-errors middleware: limits", () => {
  it("keeps a 429's Retry-After as retryAfterSeconds beside the server's Persian message", async () => {
    const s = createStack({
      handler: () =>
        json(429, { message: "لطفا ۱۰ دقیقه دیگر دوباره تلاش کنید.", code: 1015 }, { "Retry-After": "600" }),
    });
    expect(await rejectionOf(s.client.GET("/api/public"))).toMatchObject({
      status: 429,
      code: 1015,
      retryAfterSeconds: 600,
      message: "لطفا ۱۰ دقیقه دیگر دوباره تلاش کنید.",
    });
    const other = createStack({
      handler: () => json(400, { message: "bad", code: 1 }, { "Retry-After": "5" }),
    });
    expect(await rejectionOf(other.client.GET("/api/public"))).toMatchObject({ retryAfterSeconds: null });
  });

  it("reads Retry-After as seconds or as an HTTP date, and nothing from junk", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter(new Date(now + 90_500).toUTCString(), now)).toBe(90);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("0", now)).toBe(1);
  });
});
