import { appendFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allFeatures } from "../allFeatures";
import { issueTokenSet } from "../auth/tokens";
import { listOperations } from "../http/openapi";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { type FuzzCase, fuzzCases, seededRandom } from "../testing/fuzzCases";
import { createTestServer, type TestServer, testOpenApi } from "../testing/testServer";

/**
 * Contract fuzz (issue 12 item 5): every operation of the document gets seeded hostile requests — bad JSON,
 * wrong types, missing and extra fields, huge numbers, odd headers, multipart without a boundary — and must
 * answer below 500 with a `{message, code}` body. Runs on PGlite (`test`) and PostgreSQL (`test:pg`).
 */
const SEED = 20261123;
const doc = testOpenApi();
const natural = DEMO_ACCOUNTS.natural;
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ features: allFeatures });
});
afterAll(async () => {
  await server?.close();
});

interface Failure {
  label: string;
  status: number;
  body: string;
}

async function send(c: FuzzCase, token: string): Promise<Failure | null> {
  const headers: Record<string, string> = {};
  if (c.auth) {
    headers.authorization = `Bearer ${token}`;
    headers["profile-id"] = String(natural.mainProfileId);
  }
  Object.assign(headers, c.headers);
  const init: RequestInit = { method: c.method, headers };
  if (c.body !== undefined) init.body = c.body;
  const response = await server.built.app.request(`http://localhost${c.url}`, init);
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  if (response.status >= 500) return { label: c.label, status: response.status, body: text.slice(0, 300) };
  if (response.status >= 400) {
    // Every refusal of the API is an ErrorBody; the payment and upload pages answer their own way only on success.
    let body: unknown = null;
    if (type.includes("json")) body = JSON.parse(text);
    const ok =
      typeof body === "object" &&
      body !== null &&
      typeof (body as { message?: unknown }).message === "string" &&
      ((body as { code?: unknown }).code === null || typeof (body as { code?: unknown }).code === "number");
    if (!ok) return { label: c.label, status: response.status, body: text.slice(0, 300) };
  }
  return null;
}

/** FUZZ_REPORT=<file>: one JSON line per operation (cases sent, failures), for before/after figures. */
function report(operationId: string, sent: number, failures: Failure[]): void {
  const file = process.env.FUZZ_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify({ operationId, sent, failures })}\n`);
}

describe("contract fuzz", () => {
  const rand = seededRandom(SEED);
  for (const op of listOperations(doc)) {
    it(`${op.operationId} never answers 5xx and always explains a refusal`, async () => {
      const cases = fuzzCases(doc, op, rand);
      expect(cases.length).toBeGreaterThan(5);
      // Fresh tokens per operation: a sign-out or password change under fuzz must not blind the next operation.
      const tokens = await issueTokenSet(server.deps.db, server.clock, server.deps.config, natural.userId);
      const failures: Failure[] = [];
      for (const c of cases) {
        const failure = await send(c, tokens.access_token);
        if (failure) failures.push(failure);
      }
      report(op.operationId, cases.length, failures);
      expect(failures).toEqual([]);
    });
  }
});
