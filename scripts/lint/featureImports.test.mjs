// The feature-boundary rule's own tests. Run by `pnpm lint` with node's test runner.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { featureImportProblems, importsOf } from "./featureImports.mjs";

describe("importsOf", () => {
  it("finds static imports, re-exports, type imports and dynamic imports, not strings", () => {
    const text = `import a from "./a";
import type { B } from "../b";
export { c } from "./c";
const d = () => import("./d");
const s = "./not-an-import";
`;
    assert.deepEqual(
      importsOf(text, "x.ts").map((i) => `${i.line}:${i.specifier}`),
      ["1:./a", "2:../b", "3:./c", "4:./d"],
    );
  });
});

describe("featureImportProblems", () => {
  it("flags a feature importing another feature or the app", () => {
    const text = `import { useServices } from "../../../app/ServicesContext";
import { OrderCard } from "../../orders/components/OrderCard";
const chat = () => import("../../chat/ChatPage");
`;
    assert.deepEqual(
      featureImportProblems("features/requests/components/List.tsx", text).map((p) => `${p.line}: ${p.why}`),
      [
        "1: feature requests imports src/app/ServicesContext (features never import the app)",
        "2: feature requests imports feature orders (share through shared/)",
        "3: feature requests imports feature chat (share through shared/)",
      ],
    );
  });

  it("accepts imports inside the feature, from shared/, from packages, and files outside features/", () => {
    // features/app is a feature like any other (the offline first-run screen), not src/app.
    const text = `import { a } from "./a";
import { b } from "../api/b";
import { fmt } from "../../../shared/format/digits";
import { start } from "../../app/startScreen";
import { useQuery } from "@tanstack/react-query";
`;
    assert.deepEqual(featureImportProblems("features/app/components/List.tsx", text), []);
    assert.deepEqual(featureImportProblems("app/App.tsx", `import { X } from "../features/home/X";`), []);
  });
});
