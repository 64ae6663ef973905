import { describe, expect, it } from "vitest";
import { fixtureElements } from "../testing/serverElements";
import { patternsCompiling, prepareForm, startPrepareForm } from "./prepareForm";

const input = {
  formId: 1,
  contentId: null,
  adapters: { storage: null },
  elements: [fixtureElements.text, fixtureElements.numeric],
  validations: [{ id: 7, regex: "^[0-9]{1,4}$" }],
} as const;

describe("startPrepareForm", () => {
  it("resolves before the patterns are compiled, and compiles them once, on demand", async () => {
    const { prepared, compile } = await startPrepareForm(input);
    expect(prepared.decoded.elements).toHaveLength(2);
    expect(prepared.patterns.size).toBe(0);
    // A submit's question starts the compilation; compile() then joins it.
    const compiling = patternsCompiling(prepared.patterns);
    expect(compiling).not.toBeNull();
    expect(compile()).toBe(compiling);
    expect(await compile()).toEqual([]);
    expect(prepared.patterns.get(7)?.test("123")).toBe(true);
    expect(patternsCompiling(prepared.patterns)).toBeNull();
  });

  it("reports a pattern that cannot run once compiled, and fails its field closed", async () => {
    const { prepared, compile } = await startPrepareForm({
      ...input,
      validations: [{ id: 7, regex: "^(a+)\\1$" }],
    });
    expect(prepared.diagnostics).toEqual([]);
    expect(await compile()).toEqual([expect.objectContaining({ path: "validations[id=7].regex" })]);
    expect(prepared.patterns.get(7)?.engine).toBe("refused");
  });
});

describe("prepareForm", () => {
  it("resolves with every pattern compiled and every diagnostic", async () => {
    const prepared = await prepareForm({ ...input, validations: [] });
    expect(patternsCompiling(prepared.patterns)).toBeNull();
    expect(prepared.diagnostics).toEqual([expect.objectContaining({ path: "validations[id=7]" })]);
  });
});
