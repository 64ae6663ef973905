import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const srcDir = join(import.meta.dirname, "..", "..");

/** Every `animation` declaration of the panel's stylesheets, with its selector and whether it is for reduced motion. */
function animationDeclarations() {
  const files = readdirSync(srcDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".css"));
  return files.flatMap((file) => {
    const css = readFileSync(join(srcDir, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    const reducedBlocks = [...css.matchAll(/@media[^{]*prefers-reduced-motion[^{]*\{/g)].map((m) => {
      let depth = 1;
      let end = (m.index ?? 0) + m[0].length;
      while (depth > 0 && end < css.length) depth += { "{": 1, "}": -1 }[css[end++] ?? ""] ?? 0;
      return [m.index ?? 0, end] as const;
    });
    return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap((rule) => {
      const value = /(?:^|;)\s*animation:\s*([^;]+)/
        .exec(rule[2] ?? "")?.[1]
        ?.replace(/\s+/g, " ")
        .trim();
      if (!value) return [];
      const at = rule.index ?? 0;
      const reduced = reducedBlocks.some(([start, end]) => at > start && at < end);
      return [{ file, selector: (rule[1] ?? "").trim(), value, reduced }];
    });
  });
}

const seconds = (token: string) =>
  token.endsWith("ms") ? Number.parseFloat(token) / 1000 : Number.parseFloat(token);

describe("the panel's animations", () => {
  const declarations = animationDeclarations();

  it("are found (the parser reads the stylesheets and their reduced-motion blocks)", () => {
    expect(declarations.map((d) => d.selector)).toEqual(expect.arrayContaining([".spinner", ".dot-on"]));
    expect(declarations.find((d) => d.selector === ".dot-on" && !d.reduced)?.value).toMatch(/^blink /);
    expect(declarations.find((d) => d.selector === ".dot-on" && d.reduced)?.value).toBe("none");
  });

  it("blink on and off at most 5 s, then stop (WCAG 2.2.2), instead of fading on every frame forever", () => {
    const blinks = declarations.filter((d) => / blink\b|^blink\b/.test(d.value) && !d.reduced);
    expect(blinks.length).toBeGreaterThan(0);
    for (const { value } of blinks) {
      expect(value).toMatch(/\bstep-end\b/);
      const [duration = "0", count = "infinite"] =
        value.match(/\b\d+(?:\.\d+)?m?s\b|\binfinite\b|(?<=\s)\d+$/g) ?? [];
      expect(count).not.toBe("infinite");
      expect(seconds(duration) * Number(count)).toBeLessThanOrEqual(5);
    }
  });

  it("turn spinners in steps, never a new frame on every display refresh", () => {
    const spinners = declarations.filter((d) => /\bspin\b/.test(d.value));
    expect(spinners.length).toBeGreaterThan(0);
    for (const { value } of spinners) expect(value).toMatch(/\bspin\b[^,]*\bsteps\(\d+/);
  });

  it("start the splash's spinner only after a second of start-up, hidden until then", () => {
    const splash = declarations.filter((d) => d.selector === ".splash .spinner");
    expect(splash.length).toBe(2);
    for (const { value } of splash) for (const part of value.split(",")) expect(part).toMatch(/ 1s\b/);
    const css = readFileSync(join(srcDir, "shared", "ui", "FullScreen.css"), "utf8");
    expect(css).toMatch(/\.splash \.spinner \{\s*opacity: 0;/);
  });
});
