// No app imports another, shown to fail on a deliberate crossing. Run by `pnpm lint`.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { appImportProblems } from "./appImports.mjs";

describe("appImportProblems", () => {
  it("fails the panel importing the server by path or by package name, and the server importing the panel", () => {
    const panel = `import { createApp } from "../../reference-api/src/app/createApp";
import type { Config } from "@ceremony/reference-api/src/app/config";
`;
    assert.deepEqual(
      appImportProblems("apps/provider-panel/e2e/server.ts", panel).map((p) => `${p.line}: ${p.why}`),
      [
        "1: app provider-panel imports app reference-api (apps share code through packages/)",
        "2: app provider-panel imports app reference-api (apps share code through packages/)",
      ],
    );
    const server = `const m = await import("../../../provider-panel/src/shared/format/digits");`;
    assert.equal(appImportProblems("apps/reference-api/src/http/x.ts", server).length, 1);
  });

  it("accepts imports inside the app and from packages", () => {
    const text = `import { digits } from "../shared/format/digits";
import { createApiClient } from "@ceremony/api-client";
import { toLatinDigits } from "../../../../packages/persian-text/src/digits";
`;
    assert.deepEqual(appImportProblems("apps/provider-panel/src/app/App.tsx", text), []);
  });
});
