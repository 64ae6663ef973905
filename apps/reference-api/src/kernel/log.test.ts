import { describe, expect, it } from "vitest";
import { lineBuffer } from "./log";

describe("lineBuffer", () => {
  it("writes the lines of one event-loop turn together, in order, after the turn", async () => {
    const chunks: string[] = [];
    const buffer = lineBuffer((chunk) => chunks.push(chunk));
    buffer.push("a");
    buffer.push("b");
    buffer.push("c");
    expect(chunks).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(chunks).toEqual(["a\nb\nc\n"]);
    buffer.push("d");
    await new Promise((r) => setImmediate(r));
    expect(chunks).toEqual(["a\nb\nc\n", "d\n"]);
  });

  it("flush writes what is gathered at once (before an error line, at exit), and nothing when empty", () => {
    const chunks: string[] = [];
    const buffer = lineBuffer((chunk) => chunks.push(chunk));
    buffer.push("a");
    buffer.flush();
    buffer.flush();
    expect(chunks).toEqual(["a\n"]);
  });
});
