import { describe, expect, it } from "vitest";
import { decodeSharePayload, encodeSharePayload, SHARE_PARAM, withSharePayload } from "./shareLink";

describe("playground share link", () => {
  it("round-trips a Persian payload through a compressed, URL-safe parameter", async () => {
    const text = JSON.stringify({ elements: [{ id: 1, caption: "عنوان خدمت", input_type: 1 }] }, null, 2);
    const payload = await encodeSharePayload(text);
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
    const link = withSharePayload(
      "http://localhost:6006/?path=/story/form-runtime-playground--default",
      payload,
    );
    const url = new URL(link);
    expect(url.searchParams.get("path")).toBe("/story/form-runtime-playground--default");
    expect(await decodeSharePayload(url.searchParams.get(SHARE_PARAM) ?? "")).toBe(text);
  });

  it("compresses a large payload", async () => {
    const text = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({ id: i, caption: "فیلد", input_type: 1 })),
    );
    expect((await encodeSharePayload(text)).length).toBeLessThan(text.length / 4);
  });

  it("reads a broken payload as null instead of throwing", async () => {
    expect(await decodeSharePayload("not-a-payload")).toBeNull();
  });
});
