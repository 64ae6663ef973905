// The docs-path rule, shown to fail on a doc naming a missing path. Run by `pnpm lint`.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { looksLikePath, missingDocPaths, pathsNamedIn } from "./docPaths.mjs";

const files = [
  "packages/form-runtime/src/elements/text/TextField.tsx",
  "packages/form-runtime/src/core/messages.ts",
  "packages/form-runtime/src/core/regex/toRe2Syntax.ts",
  "apps/provider-panel/src/shared/api/paging.ts",
  "apps/provider-panel/README.md",
  "docs/architecture.md",
];
const known = new Set(
  files.flatMap((f) => f.split("/").map((_, i, parts) => parts.slice(0, i + 1).join("/"))),
);
const tree = {
  exists: (/** @type {string} */ p) => known.has(p),
  endsWith: (/** @type {string} */ tail) => [...known].some((p) => p === tail || p.endsWith(`/${tail}`)),
  folders: new Set([...known].filter((p) => !files.includes(p)).map((p) => p.split("/").at(-1) ?? "")),
  outputs: new Set(["dist", "screenshots"]),
};

describe("missingDocPaths", () => {
  it("fails a doc that names a file no longer in the tree, in backticks or as a link", () => {
    const text = `Messages live in \`src/modules/messages.ts\`.
Lists use \`shared/ui/useInfiniteList.ts\`.
See [the old port](../apps/provider-panel/src/shared/api/port.ts).
`;
    assert.deepEqual(
      missingDocPaths("docs/architecture.md", text, tree).map((p) => `${p.line}: ${p.why}`),
      [
        "1: names src/modules/messages.ts, which does not exist",
        "2: names shared/ui/useInfiniteList.ts, which does not exist",
        "3: names ../apps/provider-panel/src/shared/api/port.ts, which does not exist",
      ],
    );
  });

  it("accepts paths from the doc's folder, the root, as a tail of a tree path, or as a module without extension", () => {
    const text = `\`src/shared/api/paging.ts\`, \`docs/architecture.md\`, \`core/messages.ts\`, \`regex/toRe2Syntax\`,
[architecture](../../docs/architecture.md), \`shared/api/\`.
`;
    assert.deepEqual(missingDocPaths("apps/provider-panel/README.md", text, tree), []);
  });

  it("ignores build output, links out of the repository, fenced code and what is not a path", () => {
    const text = `\`dist/index.js\`, \`screenshots/a.png\`, [spec](../shared/spec/x.md), [site](https://x.org/a.ts)
\`/api/profile/info\`, \`@ceremony/api-client/contract\`, \`application/json\`, \`text/html\`, \`NNNN_name.sql\`, \`.d.ts\`
\`\`\`
import { x } from "./gone.ts";
\`\`\`
`;
    assert.deepEqual(missingDocPaths("README.md", text, tree), []);
  });
});

describe("pathsNamedIn / looksLikePath", () => {
  it("reads backticked paths with a line suffix and relative links", () => {
    assert.deepEqual(
      pathsNamedIn("see `src/a.ts:12` and [b](./b.md#part)").map((p) => p.path),
      ["src/a.ts", "./b.md"],
    );
    assert.equal(looksLikePath("pnpm --filter x build"), false);
    assert.equal(looksLikePath("features/<name>/api"), false);
    assert.equal(looksLikePath("knip.jsonc"), true);
    assert.equal(looksLikePath("text/html"), false);
    assert.equal(looksLikePath("application/problem+json"), false);
    assert.equal(looksLikePath("text/page.md"), true);
  });
});
