import { describe, expect, it } from "vitest";
import { fixtureElements, fixtureEnumerations } from "../testing/serverElements";
import { decodeElements } from "./decode";
import { enumerationIdsOf, findOption, optionsFor } from "./options";

const [select, multi] = decodeElements([fixtureElements.select, fixtureElements.multiSelect]).elements;

describe("optionsFor", () => {
  it("uses enumerations of the parent, active only, by priority", () => {
    if (!select) throw new Error("fixture");
    expect(optionsFor(select, fixtureEnumerations)).toEqual([
      { title: "ختم", value: 62 },
      { title: "عقد", value: 61 },
    ]);
  });
  it("uses the element's own options without an enumeration id", () => {
    if (!multi) throw new Error("fixture");
    expect(optionsFor(multi, fixtureEnumerations).map((o) => o.value)).toEqual(["food", "sound", "flowers"]);
  });
  it("lists the enumeration ids a form needs and matches values as text", () => {
    expect(enumerationIdsOf(decodeElements([fixtureElements.select, fixtureElements.text]).elements)).toEqual(
      [6],
    );
    expect(findOption([{ title: "a", value: 3 }], "3")?.title).toBe("a");
    expect(findOption([{ title: "a", value: 3 }], null)).toBeUndefined();
  });
});
