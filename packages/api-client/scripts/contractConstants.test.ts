import { describe, expect, it } from "vitest";
import { namedEnums, pageSize, renderConstants } from "./contractConstants.mjs";

const doc = {
  components: {
    parameters: { Limit: { name: "limit", in: "query", schema: { type: "integer", default: 10 } } },
    schemas: {
      Kind: { type: "integer", enum: [0, 1000], "x-enum-varnames": ["FORM", "FINISH"] },
      Plain: { type: "integer", enum: [1, 2] },
    },
  },
};

describe("contract constants", () => {
  it("names the values of every enum that has x-enum-varnames, and only those", () => {
    expect(namedEnums(doc)).toEqual([
      {
        name: "Kind",
        members: [
          ["FORM", 0],
          ["FINISH", 1000],
        ],
      },
    ]);
  });
  it("refuses varnames that do not name every value", () => {
    const broken = { components: { schemas: { Kind: { enum: [0, 1], "x-enum-varnames": ["FORM"] } } } };
    expect(() => namedEnums(broken)).toThrow(/Kind/);
  });
  it("takes the page size from the Limit parameter's default", () => {
    expect(pageSize(doc)).toBe(10);
    expect(() => pageSize({ components: { parameters: { Limit: { schema: {} } } } })).toThrow(/Limit/);
  });
  it("renders typed constants checked against the generated schema types", () => {
    const source = renderConstants(doc);
    expect(source).toContain(
      'export const Kind = {\n  FORM: 0,\n  FINISH: 1000,\n} as const satisfies Record<string, components["schemas"]["Kind"]>;',
    );
    expect(source).toContain("export const PAGE_SIZE = 10;");
    expect(source).not.toContain("Plain");
  });
});
