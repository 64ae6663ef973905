// The core floor's allow-list, shown to fail on the imports the review found. Run by `pnpm lint`.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { coreImportProblems } from "./coreImports.mjs";

const why = (/** @type {string} */ file, /** @type {string} */ text) =>
  coreImportProblems(file, text).map((p) => `${p.line}: ${p.why}`);

describe("coreImportProblems", () => {
  it("fails a core file that reaches a React component through a folder not named react/", () => {
    const text = `import { Dialog } from "../dialog/Dialog";
import { PriceEditor } from "../modules/price/PriceEditor";
import { useState } from "react";
import { createPortal } from "react-dom";
`;
    assert.deepEqual(why("packages/form-runtime/src/core/schema.ts", text), [
      "1: core imports packages/form-runtime/src/dialog/Dialog (core may import only core/ folders)",
      "2: core imports packages/form-runtime/src/modules/price/PriceEditor (core may import only core/ folders)",
      "3: core imports react (not on core's allow-list in scripts/lint/coreImports.mjs)",
      "4: core imports react-dom (not on core's allow-list in scripts/lint/coreImports.mjs)",
    ]);
  });

  it("fails a nested core folder importing its React sibling or an unlisted package", () => {
    const text = `import { PriceField } from "../PriceField";
import { something } from "@tanstack/react-form";
import { client } from "@ceremony/api-client";
`;
    assert.equal(why("packages/form-runtime/src/modules/price/core/priceRules.ts", text).length, 3);
  });

  it("fails a core file reaching test helpers; a core test may use them", () => {
    const text = `import { serverElements } from "../testing/serverElements";`;
    assert.equal(why("packages/form-runtime/src/core/decode.ts", text).length, 1);
    assert.deepEqual(why("packages/form-runtime/src/core/decode.test.ts", text), []);
  });

  it("accepts core folders of the same package and the allow-listed packages", () => {
    const text = `import { toLatinDigits } from "@ceremony/persian-text";
import getYear from "date-fns-jalali/getYear";
import * as v from "valibot";
import { RE2JS } from "re2js";
import { messages } from "../../core/messages";
import type { ModuleTypes } from "../../core/types";
import { local } from "./local";
`;
    assert.deepEqual(why("packages/form-runtime/src/modules/price/core/priceRules.ts", text), []);
    assert.deepEqual(
      why(
        "packages/flow-runtime/src/core/flow.test.ts",
        `import { it } from "vitest";\nimport fc from "fast-check";\nimport vm from "node:vm";`,
      ),
      [],
    );
  });

  it("leaves files outside core/ alone", () => {
    assert.deepEqual(
      why("packages/form-runtime/src/react/Form.tsx", `import { useState } from "react";`),
      [],
    );
    assert.deepEqual(why("apps/provider-panel/src/core/x.ts", `import { useState } from "react";`), []);
  });
});
