import { describe, expect, it } from "vitest";
import { decodeElements } from "../core/decode";
import { FIELDS_PER_GROUP, fieldGroups } from "./fieldGroups";

const text = (id: number) => ({ id, name: `t${id}`, input_type: 1 });
const hidden = (id: number) => ({ id, name: `h${id}`, input_type: 30, value: id });
const items = (raw: unknown[]) => decodeElements(raw).items;
const ids = (group: ReturnType<typeof fieldGroups>[number]) =>
  group.items.map((item) => (item.ok ? item.element.id : item.slot));

describe("fieldGroups", () => {
  it("cuts the shown items into groups of 24, in order, keyed by their first item", () => {
    const groups = fieldGroups(items(Array.from({ length: 50 }, (_, i) => text(i + 1))));
    expect(groups.map((g) => g.items.length)).toEqual([FIELDS_PER_GROUP, FIELDS_PER_GROUP, 2]);
    expect(groups.flatMap(ids)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(groups.map((g) => g.key)).toEqual(["e1_t1", "e25_t25", "e49_t49"]);
    expect(groups.every((g) => g.shown)).toBe(true);
  });

  it("counts hidden values toward no group: they join the group before them", () => {
    const raw = [...Array.from({ length: 24 }, (_, i) => text(i + 1)), hidden(100), hidden(101), text(25)];
    const groups = fieldGroups(items(raw));
    expect(groups.map(ids)).toEqual([[...Array.from({ length: 24 }, (_, i) => i + 1), 100, 101], [25]]);
  });

  it("marks a form of hidden values alone as one group with nothing shown", () => {
    const groups = fieldGroups(items([hidden(1), hidden(2)]));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.shown).toBe(false);
  });
});
