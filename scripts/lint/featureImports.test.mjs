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

  it("flags a feature importing a route", () => {
    const text = `import { Route } from "../../../routes/panel";`;
    assert.deepEqual(
      featureImportProblems("features/home/components/PanelHome.tsx", text).map((p) => p.why),
      ["feature home imports src/routes/panel (features never import routes)"],
    );
  });

  it("flags shared/ importing a feature, the app or a route", () => {
    const text = `import { useServices } from "../../app/ServicesContext";
import { SigninForm } from "../../features/auth/components/SigninForm";
import { Route } from "../../routes/__root";
import { digits } from "../format/digits";
`;
    assert.deepEqual(
      featureImportProblems("shared/ui/Thing.tsx", text).map((p) => `${p.line}: ${p.why}`),
      [
        "1: shared imports src/app/ServicesContext (shared/ never imports app/)",
        "2: shared imports src/features/auth/components/SigninForm (shared/ never imports features/)",
        "3: shared imports src/routes/__root (shared/ never imports routes/)",
      ],
    );
  });

  it("flags a feature or shared/ importing test helpers", () => {
    const text = `import { fakeApi } from "../../../testing/fakeApi";
import { renderForm } from "@ceremony/form-runtime/testing";
`;
    assert.deepEqual(
      featureImportProblems("features/wallet/components/WalletPage.tsx", text).map(
        (p) => `${p.line}: ${p.why}`,
      ),
      [
        "1: feature wallet imports src/testing/fakeApi (test helpers never ship)",
        "2: feature wallet imports @ceremony/form-runtime/testing (test helpers never ship)",
      ],
    );
    assert.deepEqual(
      featureImportProblems("shared/ui/Thing.tsx", `import { x } from "../../testing/setup";`).map(
        (p) => p.why,
      ),
      ["shared imports src/testing/setup (test helpers never ship)"],
    );
  });

  it("accepts imports inside the feature, from shared/, from packages, and files outside features/ and shared/", () => {
    const text = `import { a } from "./a";
import { b } from "../api/b";
import { fmt } from "../../../shared/format/digits";
import { start } from "../../gate/startScreen";
import { useQuery } from "@tanstack/react-query";
`;
    // ../../gate from features/gate/components stays inside the feature.
    assert.deepEqual(featureImportProblems("features/gate/components/List.tsx", text), []);
    assert.deepEqual(featureImportProblems("app/App.tsx", `import { X } from "../features/home/X";`), []);
    assert.deepEqual(
      featureImportProblems("routes/panel.tsx", `import { X } from "../features/home/X";`),
      [],
    );
  });
});
