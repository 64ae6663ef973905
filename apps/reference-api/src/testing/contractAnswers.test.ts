import { gzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context/env";
import type { OpenApiDocument } from "../http/openapi";
import { createContractChecker } from "./contract";
import { checkAnswers, takeContractBreaks } from "./contractAnswers";

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  paths: {
    "/things/{id}": {
      get: {
        operationId: "getThing",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["data"],
                  properties: {
                    data: { type: "object", required: ["id"], properties: { id: { type: "integer" } } },
                  },
                },
              },
            },
          },
          "404": { description: "none", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  },
};

function app(answer: (id: string) => Response) {
  const a = new Hono<AppEnv>();
  a.use("*", checkAnswers(createContractChecker(doc)));
  a.get("/things/:id", (c) => answer(c.req.param("id")));
  a.get("/elsewhere", (c) => c.text("not an operation", 418));
  return a;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("the test servers' answer check", () => {
  it("records nothing for answers inside the contract, gzip-encoded ones included, or for undocumented paths", async () => {
    const ok = app(() => json({ data: { id: 1 } }));
    await ok.request("/things/1");
    const zipped = app(
      () =>
        new Response(gzipSync(JSON.stringify({ data: { id: 2 } })), {
          headers: { "content-type": "application/json", "content-encoding": "gzip" },
        }),
    );
    await zipped.request("/things/2");
    await ok.request("/elsewhere");
    expect(takeContractBreaks()).toEqual([]);
  });

  it("records an undocumented status and a body outside the schema, and leaves the answer as it was", async () => {
    const teapot = await app(() => json({ message: "x" }, 409)).request("/things/1");
    expect(teapot.status).toBe(409);
    await app(() => json({ data: { id: "one" } })).request("/things/1");
    const found = takeContractBreaks();
    expect(found.map((b) => b.call)).toEqual([
      "GET /things/1 → 409 (getThing)",
      "GET /things/1 → 200 (getThing)",
    ]);
    expect(found[0]?.problems).toEqual(["/status: status 409 is not documented for getThing"]);
    expect(found[1]?.problems.join()).toMatch(/data\/id/);
    expect(takeContractBreaks()).toEqual([]);
  });
});
