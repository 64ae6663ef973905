import { describe, expect, it } from "vitest";
import { sniff } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniff", () => {
  it("knows images, PDF and audio samples by their first bytes", () => {
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xe0]))?.type).toBe("image/jpeg");
    expect(sniff(bytes("\x89PNG\r\n\x1a\n"))?.ext).toBe("png");
    expect(sniff(bytes("GIF89a"))?.image).toBe(true);
    expect(sniff(bytes("RIFF", [0, 0, 0, 0], "WEBP"))?.type).toBe("image/webp");
    expect(sniff(bytes("%PDF-1.7"))).toEqual({ type: "application/pdf", ext: "pdf", image: false });
    expect(sniff(bytes("ID3", [3, 0]))).toEqual({ type: "audio/mpeg", ext: "mp3", image: false });
    expect(sniff(bytes([0xff, 0xfb, 0x90, 0x64]))?.ext).toBe("mp3");
    expect(sniff(bytes("OggS", [0]))?.type).toBe("audio/ogg");
    expect(sniff(bytes("RIFF", [0, 0, 0, 0], "WAVE"))?.type).toBe("audio/wav");
    expect(sniff(bytes([0, 0, 0, 32], "ftypM4A "))?.type).toBe("audio/mp4");
  });

  it("refuses renamed text, scripts, HTML and truncated headers", () => {
    for (const wrong of [
      bytes("<html><script>"),
      bytes("#!/bin/sh"),
      bytes("MZ", [0x90, 0]),
      bytes([0xff, 0xd8]),
      bytes("ID3", [9]),
      bytes([0xff, 0xfb, 0xf0]),
      bytes("RIFF", [0, 0, 0, 0], "AVI "),
      new Uint8Array(0),
    ]) {
      expect(sniff(wrong)).toBeNull();
    }
  });
});
