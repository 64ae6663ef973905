import assert from "node:assert/strict";
import { test } from "node:test";
import { serverFloorProblems } from "./serverFloors.mjs";

test("imports that point down pass", () => {
  const source = [
    'import type { Config } from "../kernel/config";',
    'import { openDatabase } from "../db/connect";',
    'import { requireProfile } from "../auth/requireProfile";',
    'import { nearby } from "./nearby";',
    'import { MESSAGES } from "../messages";',
  ].join("\n");
  assert.deepEqual(serverFloorProblems("features/wallet/routes.ts", source), []);
  assert.deepEqual(serverFloorProblems("main.ts", 'import { allFeatures } from "./allFeatures";'), []);
  assert.deepEqual(serverFloorProblems("allFeatures.ts", 'import { coreFeatures } from "./features";'), []);
});

test("a lower floor importing a higher one fails, with its line", () => {
  const source = 'import { z } from "zod";\nimport { createApp } from "../app/createApp";';
  const problems = serverFloorProblems("kernel/config.ts", source);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].line, 2);
  assert.match(problems[0].why, /src\/kernel .* imports src\/app/);
});

test("entries of one floor may not import each other, nor an unknown folder be used", () => {
  assert.equal(serverFloorProblems("seed/seedCore.ts", 'import { x } from "../sockets/sockets";').length, 1);
  assert.match(serverFloorProblems("newthing/a.ts", "")[0].why, /no floor/);
  assert.match(serverFloorProblems("auth/otp.ts", 'import { y } from "../newthing/b";')[0].why, /no floor/);
});

test("dynamic imports and re-exports count", () => {
  assert.equal(
    serverFloorProblems("db/connect.ts", 'const m = await import("../features/index");').length,
    1,
  );
  assert.equal(serverFloorProblems("http/input.ts", 'export { a } from "../auth/tokens";').length, 1);
});
