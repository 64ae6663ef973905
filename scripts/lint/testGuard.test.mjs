// The guard's own tests: each rule fires on a small bad file and stays quiet on the good form of it.
// Run by `pnpm lint` with node's test runner (the root has no Vitest project of its own).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { testFileProblems } from "./testGuard.mjs";

/** The reasons the guard gives for one file's text, with their lines. */
const problems = (text, name = "a.test.ts") =>
  testFileProblems(text, name).map(({ line, why }) => `${line}: ${why}`);
const header = 'import { describe, expect, it, test } from "vitest";\n';

describe("focused, skipped and conditional tests", () => {
  for (const [call, why] of [
    ["it.skip", "skipped test"],
    ["it.only", "focused test"],
    ["test.todo", "todo test"],
    ["describe.skip", "skipped test"],
    ["describe.concurrent.skip", "skipped test"],
    ["it.skip.each([1])", "skipped test"],
    ["it.each([1]).skip", "skipped test"],
    ["it.skipIf(process.env.CI)", "conditionally skipped test (skipIf)"],
    ["describe.runIf(process.platform === 'linux')", "conditionally run test (runIf)"],
    ["test.fixme", "skipped test (fixme)"],
  ]) {
    it(`flags ${call}`, () => {
      assert.deepEqual(problems(`${header}${call}("x", () => { expect(1).toBe(1); });\n`), [`2: ${why}`]);
    });
  }

  it("flags xit, fdescribe and a test that skips itself at run time", () => {
    assert.deepEqual(
      problems(`${header}xit("a", () => { expect(1).toBe(1); });
fdescribe("b", () => {});
it("c", (ctx) => { ctx.skip(); expect(1).toBe(1); });
`),
      ["2: focused or skipped test", "3: focused or skipped test", "4: skipped test"],
    );
  });

  it("ignores the words in strings, comments and unrelated methods (a regex's test, a list's every)", () => {
    assert.deepEqual(
      problems(`${header}// it.skip("old", () => {});
it("names it.only and describe.skip in a title", () => {
  expect(/a/.test("a")).toBe(true);
  expect("it.skipIf(x)").toContain("skipIf");
});
`),
      [],
    );
  });
});

describe("tests without an assertion", () => {
  it("flags a body with no expect or assert call", () => {
    assert.deepEqual(problems(`${header}it("renders", () => { render(1); });\n`), [
      "2: test without an assertion (no expect/assert call in its body)",
    ]);
  });

  it("flags each row's test of it.each and an async test that only awaits", () => {
    assert.deepEqual(
      problems(
        `${header}it.each([1, 2])("row %i", async (n) => { await load(n); });\ntest("t", async () => {});\n`,
      ),
      [
        "2: test without an assertion (no expect/assert call in its body)",
        "3: test without an assertion (no expect/assert call in its body)",
      ],
    );
  });

  it("accepts expect, expect.poll, assert, fc.assert, expectTypeOf, a callback's expect and a local helper", () => {
    assert.deepEqual(
      problems(`${header}import fc from "fast-check";
function checkRow(n: number) { expect(n).toBeGreaterThan(0); }
const viaHelper = (n: number) => checkRow(n);
it("a", () => { expect(1).toBe(1); });
it("b", async () => { await expect.poll(() => 1).toBe(1); });
it("c", () => { assert.equal(1, 1); });
it("d", () => { fc.assert(fc.property(fc.nat(), (n) => n >= 0)); });
it("e", () => { expectTypeOf(1).toBeNumber(); });
it("f", async () => { await waitFor(() => expect(1).toBe(1)); });
it("g", () => { viaHelper(1); });
it("h", () => { expectNoErrors(); });
`),
      [],
    );
  });

  it("does not ask describe blocks or hooks to assert", () => {
    assert.deepEqual(problems(`${header}describe("group", () => { beforeEach(() => reset()); });\n`), []);
  });
});

describe("tests that pass silently when a fixture is absent", () => {
  it("flags a test body that returns when ../shared/spec is missing", () => {
    assert.deepEqual(
      problems(`${header}import { existsSync } from "node:fs";
it("matches the spec", () => {
  if (!existsSync("../shared/spec/a.md")) return;
  expect(read()).toEqual(fixture);
});
`),
      ["4: returns early when a file is absent: the test passes without checking anything"],
    );
  });

  it("flags the probe through a callback and through a variable", () => {
    assert.deepEqual(
      problems(`${header}const files = ["a", "b"];
const hasSpec = files.every((f) => fs.existsSync(f));
it("one", () => {
  if (!files.every((f) => existsSync(f))) { return; }
  expect(1).toBe(1);
});
it("two", () => {
  if (!hasSpec) return;
  expect(1).toBe(1);
});
`),
      [
        "5: returns early when a file is absent: the test passes without checking anything",
        "9: returns early when a file is absent: the test passes without checking anything",
      ],
    );
  });

  it("flags tests or groups registered only when a file exists", () => {
    assert.deepEqual(
      problems(`${header}if (existsSync(SPEC)) {
  describe("spec", () => { it("a", () => { expect(1).toBe(1); }); });
}
const run = statSync(DATA).isFile() ? it : () => {};
`),
      [
        "3: registered only when a file exists (existsSync): absent, it passes silently",
        "3: registered only when a file exists (existsSync): absent, it passes silently",
      ],
    );
  });

  it("accepts a test that fails loudly when the fixture is absent, and a helper that probes files", () => {
    assert.deepEqual(
      problems(`${header}function resolve(p: string) { if (existsSync(p)) return p; return null; }
it("matches", () => {
  if (!existsSync(SPEC)) throw new Error("../shared/spec not found");
  expect(resolve("a")).toBe("a");
});
`),
      [],
    );
  });
});

describe("placeholders and snapshots", () => {
  it("flags expect(true)", () => {
    assert.deepEqual(problems(`${header}it("a", () => { expect(true).toBe(true); });\n`), [
      "2: expect(true) asserts nothing",
    ]);
  });

  it("flags a file whose only assertions are snapshots, not one that also asserts values", () => {
    assert.deepEqual(problems(`${header}it("a", () => { expect(render()).toMatchSnapshot(); });\n`), [
      "0: only snapshot assertions",
    ]);
    assert.deepEqual(
      problems(
        `${header}it("a", () => { expect(render()).toMatchSnapshot(); expect(count()).toBe(2); });\n`,
        "a.test.tsx",
      ),
      [],
    );
  });
});
