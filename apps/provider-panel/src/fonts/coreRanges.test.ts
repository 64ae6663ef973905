import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inRanges, persianRanges, punctuationRanges } from "./coreRanges.mjs";

const root = join(__dirname, "..", "..", "..", "..");
/** Every module of user-facing text: the panel's, the engines' and the Persian names of months and banks. */
const textModules = [
  ...readdirSync(join(root, "apps/provider-panel/src/messages"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => `apps/provider-panel/src/messages/${file}`),
  "packages/form-runtime/src/core/messages.ts",
  "packages/form-runtime/src/core/moduleMessages.ts",
  "packages/flow-runtime/src/messages.ts",
  "packages/persian-text/src/jalaliNames.ts",
  "packages/persian-text/src/bankOfSheba.ts",
];

const covered = (codePoint: number) =>
  inRanges(persianRanges, codePoint) || inRanges(punctuationRanges, codePoint);

describe("the preloaded font faces", () => {
  it("cover every character outside ASCII that the panel's and the engines' texts use", () => {
    const missing = new Set<string>();
    for (const file of textModules) {
      for (const char of readFileSync(join(root, file), "utf8")) {
        const codePoint = char.codePointAt(0) ?? 0;
        if (codePoint > 0x7e && !covered(codePoint))
          missing.add(`${file}: U+${codePoint.toString(16)} ${char}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("cover the space, digits, punctuation and the mobile placeholder, and leave Latin letters to the full face", () => {
    for (const char of " 0123456789.,:;()[]{}/-+%«»…–—") expect(covered(char.codePointAt(0) ?? 0)).toBe(true);
    for (const char of "09xxxxxxxxx") expect(covered(char.codePointAt(0) ?? 0)).toBe(true);
    for (const char of "AZaz") expect(covered(char.codePointAt(0) ?? 0)).toBe(false);
  });
});
