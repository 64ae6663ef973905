import { describe, expect, it } from "vitest";
import * as main from "./index";
import * as map from "./map/index";
import * as playground from "./playground/index";
import * as testing from "./testing/index";

const notForAdoptersForms = [
  "Dialog",
  "Playground",
  "createMemoryAdapters",
  "createMemoryModuleAdapters",
  "createMemoryMapAdapters",
  "renderServerForm",
  "serverElement",
  "serverFormPayload",
];

describe("the package's entries", () => {
  it("the main entry and the map entry export what adopters build forms with, no dialog, playground or test helper", () => {
    for (const name of notForAdoptersForms) {
      expect(Object.keys(main)).not.toContain(name);
      expect(Object.keys(map)).not.toContain(name);
    }
    expect(Object.keys(main)).toEqual(
      expect.arrayContaining(["ServerForm", "FormRuntimeProvider", "PAYLOAD_SCHEMA_VERSION"]),
    );
  });

  it("the test helpers are under /testing and the designers' playground under /playground", () => {
    expect(Object.keys(testing)).toEqual(
      expect.arrayContaining([
        "createMemoryAdapters",
        "createMemoryModuleAdapters",
        "createMemoryMapAdapters",
        "renderServerForm",
        "serverElement",
        "serverFormPayload",
      ]),
    );
    expect(Object.keys(playground)).toEqual(["Playground"]);
  });
});
