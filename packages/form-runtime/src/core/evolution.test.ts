import { describe, expect, it } from "vitest";
import { decodeElements } from "./decode";
import { applyEvolution, unwrapPayload } from "./evolution";

const known = { id: 1, name: "title", input_type: 1, data_type: 1 };
const unknownKind = { id: 2, name: "signature", input_type: 99 };
const { items } = decodeElements([known, unknownKind]);
const keys = (list: typeof items) => list.map((i) => (i.ok ? i.element.key : i.slot));

describe("safe evolution of the payload", () => {
  it("reads the declared schema version from a payload object, and none from a bare element list", () => {
    expect(unwrapPayload({ schema_version: 3, elements: [known] })).toEqual({
      elements: [known],
      schemaVersion: 3,
    });
    expect(unwrapPayload([known])).toEqual({ elements: [known], schemaVersion: null });
    expect(unwrapPayload({ schema_version: "2", elements: [] }).schemaVersion).toBeNull();
  });

  it("drop: an unknown kind is left out and a newer payload renders what is known, silently", () => {
    expect(applyEvolution(items, null, "drop")).toEqual({
      items: [items[0]],
      notice: null,
      blocksSubmit: false,
    });
    expect(applyEvolution(items, 2, "drop")).toMatchObject({ notice: null, blocksSubmit: false });
  });

  it("notice: an unknown kind keeps its notice slot, a newer payload gets a form notice, submit stays open", () => {
    expect(keys(applyEvolution(items, null, "notice").items)).toEqual(["e1_title", "e2_signature"]);
    expect(applyEvolution(items, null, "notice")).toMatchObject({ notice: null, blocksSubmit: false });
    expect(applyEvolution(items, 2, "notice")).toMatchObject({ notice: "newer", blocksSubmit: false });
    expect(applyEvolution(items, 1, "notice")).toMatchObject({ notice: null });
  });

  it("block: an unknown kind or a newer payload refuses submit; a form the engine fully knows is not blocked", () => {
    expect(applyEvolution(items, null, "block")).toMatchObject({ notice: "blocked", blocksSubmit: true });
    const onlyKnown = decodeElements([known]).items;
    expect(applyEvolution(onlyKnown, 2, "block")).toMatchObject({ notice: "blocked", blocksSubmit: true });
    expect(applyEvolution(onlyKnown, 1, "block")).toMatchObject({ notice: null, blocksSubmit: false });
  });
});
