import { describe, expect, it } from "vitest";
import { transitiveImports, withImports } from "./hoistImports.mjs";

const graph: Record<string, string[]> = {
  "assets/route.js": ["assets/runtime.js", "assets/index.js", "assets/format.js", "assets/list.js"],
  "assets/index.js": ["assets/runtime.js"],
  "assets/format.js": ["assets/index.js", "assets/dates.js"],
  "assets/list.js": ["assets/messages.js", "assets/dates.js"],
  "assets/dates.js": [],
  "assets/messages.js": ["assets/route.js"],
  "assets/runtime.js": [],
};
const importsOf = (file: string) => graph[file] ?? [];

describe("transitiveImports", () => {
  it("lists what the chunk's imports import, once each, without its own imports or itself", () => {
    expect(transitiveImports("assets/route.js", importsOf)).toEqual([
      "assets/dates.js",
      "assets/messages.js",
    ]);
  });

  it("is empty for a chunk whose imports import nothing new", () => {
    expect(transitiveImports("assets/index.js", importsOf)).toEqual([]);
    expect(transitiveImports("assets/dates.js", importsOf)).toEqual([]);
  });
});

describe("withImports", () => {
  it("adds the empty imports after the chunk's own, so they run in the same order", () => {
    const code = 'import{a as e}from"./index.js";import"./format.js";function f(){return e}export{f as t};';
    expect(withImports(code, "assets/route.js", ["assets/dates.js", "assets/messages.js"])).toBe(
      'import{a as e}from"./index.js";import"./format.js";import"./dates.js";import"./messages.js";function f(){return e}export{f as t};',
    );
  });

  it("writes paths relative to the chunk", () => {
    expect(withImports("export const a=1;", "assets/nested/x.js", ["assets/y.js"])).toBe(
      'import"../y.js";export const a=1;',
    );
  });

  it("leaves a chunk with nothing to add unchanged", () => {
    const code = 'import"./index.js";export const a=1;';
    expect(withImports(code, "assets/route.js", [])).toBe(code);
  });
});
