import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isPersonName, PERSON_NAME_MAX_LENGTH, PERSON_NAME_PATTERN } from "./personName";

describe("isPersonName", () => {
  it("accepts Persian, Latin, digits, the zero-width non-joiner and spaces, up to 50 characters", () => {
    for (const name of ["علی", "محمد\u200Cرضا", "Sara Smith", "ژیلا ۲", "a".repeat(50), "  مریم  "])
      expect(isPersonName(name), name).toBe(true);
  });

  it("refuses an empty name, one over 50 characters and other scripts or signs", () => {
    for (const name of ["", "   ", "a".repeat(51), "علی!", "Jörg", "name@x", "名字"])
      expect(isPersonName(name), name).toBe(false);
  });
});

describe("the contract's PersonName", () => {
  // One home for the rule: the contract states it for the wire, this module for the code that checks it.
  const yaml = readFileSync(new URL("../../../openapi/provider-api.yaml", import.meta.url), "utf8");
  const block = /\n {4}PersonName:\n((?: {6}.*\n)+)/.exec(yaml)?.[1] ?? "";

  it("has the same pattern and maximum length", () => {
    expect(block).toContain(`maxLength: ${PERSON_NAME_MAX_LENGTH}`);
    const pattern = /pattern: '(.*)'/.exec(block)?.[1];
    expect(pattern).toBe(PERSON_NAME_PATTERN.source);
  });
});
