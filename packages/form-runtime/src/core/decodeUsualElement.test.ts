import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { decodeElements, decodeUsualElement, serverElementSchema } from "./decode";

/** Values each key may take in the cases below: usual ones, lenient ones valibot converts, and wrong ones. */
const pools: Record<string, readonly unknown[]> = {
  id: [1, 42, "7", " 8 ", 1.5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, "x", true],
  name: ["name", "a.b[0]", "", 3, null, undefined],
  caption: ["عنوان", "", null, undefined, 5, ["x"]],
  helptxt: ["راهنما", null, undefined, 0],
  input_type: [1, 5, 30, "4", 2.5, null, undefined, "a"],
  data_type: [1, 2, "2", null, undefined, 1.5, false],
  required_field: [0, 1, "0", "1", "true", "false", true, false, null, undefined, 2, "yes"],
  validation_id: [3, null, "3", undefined, Number.NaN, {}],
  priority: [0, -3, 2.5, Number.POSITIVE_INFINITY, Number.NaN, "4", null, undefined, true],
  status_id: [1, 0, "1", null, undefined, "x"],
  enumeration_id: [7, null, "7", undefined, 7.5],
  options: [
    null,
    undefined,
    [],
    [{ title: "یک", value: "1" }],
    [{ title: 2, value: 2, extra: true }],
    [{ title: "x", value: Number.NaN }],
    [{ title: Number.NaN, value: "x" }],
    [{ title: "x" }],
    [null],
    "x",
    [["x"]],
  ],
  setting: [null, undefined, {}, { static: 1 }, { no_future: true, max: "today" }, [], "x", 3],
  meta_data: [null, undefined, {}, { file_folder: "doc" }, [1], 0],
  folder: ["public", null, undefined, 7],
  value: [undefined, null, "v", 3, [1, 2], { a: 1 }],
  static: [0, 1, "1", true, null, undefined, "maybe"],
  extra: [undefined, "kept"],
};

/** A small deterministic generator, so a failure names a case that can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

function element(pick: (n: number) => number, usualOnly: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(pools)) {
    // Usual cases draw from the first two values of each pool, which are in the usual wire form.
    const limit = usualOnly ? 2 : values.length;
    const value = values[pick(limit)];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

describe("decodeUsualElement (the fast path of decodeElements)", () => {
  it("gives exactly valibot's output whenever it accepts an element", () => {
    const pick = random(13);
    let fast = 0;
    let slow = 0;
    for (let i = 0; i < 4000; i++) {
      const raw = element(pick, i % 2 === 0);
      const usual = decodeUsualElement(raw);
      const parsed = v.safeParse(serverElementSchema, raw);
      if (usual === null) {
        slow += 1;
        continue;
      }
      fast += 1;
      expect(parsed.success, JSON.stringify(raw)).toBe(true);
      expect(usual, JSON.stringify(raw)).toEqual(parsed.output);
    }
    // Both paths are exercised: the comparison above is not vacuous.
    expect(fast).toBeGreaterThan(1500);
    expect(slow).toBeGreaterThan(500);
  });

  it("takes the usual wire form and leaves lenient or malformed elements to valibot", () => {
    const usual = { id: 1, name: "a", input_type: 1, required_field: 1, options: [{ title: "x", value: 1 }] };
    expect(decodeUsualElement(usual)).not.toBeNull();
    expect(decodeUsualElement({ ...usual, id: "1" })).toBeNull();
    expect(decodeUsualElement({ ...usual, required_field: "yes" })).toBeNull();
    expect(decodeUsualElement([usual])).toBeNull();
    // Whichever path decodes them, both elements come out the same.
    const { elements } = decodeElements([usual, { ...usual, id: "2", name: "b" }]);
    expect(elements.map((e) => [e.id, e.required, e.options])).toEqual([
      [1, true, [{ title: "x", value: 1 }]],
      [2, true, [{ title: "x", value: 1 }]],
    ]);
  });
});
