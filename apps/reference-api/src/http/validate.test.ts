import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context/env";
import { loadConfig } from "../kernel/config";
import { ApiError } from "./errors";
import type { OpenApiDocument } from "./openapi";
import { createRequestValidator, validateRequests } from "./validate";

/** A small fixture document: refs, an array query, a JSON body, a form body. */
const doc: OpenApiDocument = {
  openapi: "3.1.0",
  paths: {
    "/items/{id}": {
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }],
      get: {
        operationId: "getItem",
        parameters: [
          { $ref: "#/components/parameters/Limit" },
          { name: "tags", in: "query", schema: { type: "array", items: { type: "integer" } } },
        ],
        responses: { "200": { description: "ok" } },
      },
      put: {
        operationId: "putItem",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } },
        },
        responses: { "200": { description: "ok" } },
      },
      post: {
        operationId: "postForm",
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: { type: "object", required: ["n"], properties: { n: { type: "integer" } } },
            },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
  },
  components: {
    parameters: { Limit: { name: "limit", in: "query", schema: { type: "integer", maximum: 100 } } },
    schemas: {
      Item: {
        type: "object",
        additionalProperties: false,
        required: ["name"],
        properties: {
          name: { type: "string", minLength: 1 },
          phone: { type: "string", pattern: "^09[0-9]{9}$" },
        },
      },
    },
  },
};

function app() {
  const a = new Hono<AppEnv>();
  a.onError((error, c) =>
    error instanceof ApiError ? c.json(error.body, error.status) : c.json({ crash: String(error) }, 500),
  );
  a.use("*", validateRequests(createRequestValidator(doc), loadConfig({})));
  a.get("/items/:id", (c) => c.json({ query: c.var.query }));
  a.put("/items/:id", (c) => c.json({ body: c.var.body }));
  a.post("/items/:id", (c) => c.json({ body: c.var.body }));
  a.get("/free", (c) => c.json({ ok: true }));
  return a;
}

describe("request validation from the OpenAPI document", () => {
  it("coerces path and query values, and collects repeated, [] and comma array parameters", async () => {
    const r = await app().request("/items/5?limit=20&tags=1&tags[]=2&tags=3,4");
    // Plain repeats come first, then the `tags[]` spelling.
    expect(await r.json()).toEqual({ query: { id: 5, limit: 20, tags: [1, 3, 4, 2] } });
  });

  it("answers 405 with Allow for a documented path asked with another method, and leaves other paths alone", async () => {
    // Fetch's Request refuses TRACE; the Node adapter hands Hono a request-like object, as here.
    const raw = { method: "TRACE", url: "http://localhost/items/5", headers: new Headers() };
    const trace = await app().fetch(raw as unknown as Request);
    expect(trace.status).toBe(405);
    expect(trace.headers.get("allow")).toBe("GET, PUT, POST, HEAD");
    expect(((await trace.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    expect((await app().request("/items/5", { method: "HEAD" })).status).toBe(200);
    expect((await app().request("/items/5", { method: "PATCH" })).status).toBe(405);
    expect((await app().request("/elsewhere", { method: "PATCH" })).status).toBe(404);
  });

  it("reports query and path violations with /query and /path details", async () => {
    const r = await app().request("/items/0?limit=500&tags=x");
    expect(r.status).toBe(400);
    const body = (await r.json()) as { code: number; message: string; details: { path: string }[] };
    expect(body.code).toBe(1001);
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.details.map((d) => d.path).sort()).toEqual(["/path/id", "/query/limit", "/query/tags/0"]);
  });

  it("validates a JSON body through $ref: required, pattern and unknown fields", async () => {
    const put = (body: unknown) =>
      app().request("/items/1", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(await (await put({ name: "a", phone: "09121234567" })).json()).toEqual({
      body: { name: "a", phone: "09121234567" },
    });
    const missing = (await (await put({})).json()) as { details: { path: string }[] };
    expect(missing.details[0]?.path).toBe("/body/name");
    const extra = (await (await put({ name: "a", admin: true })).json()) as {
      details: { message: string }[];
    };
    expect(extra.details[0]?.message).toContain("admin");
    const phone = (await (await put({ name: "a", phone: "9121234567" })).json()) as {
      details: { path: string }[];
    };
    expect(phone.details[0]?.path).toBe("/body/phone");
    const empty = await app().request("/items/1", {
      method: "PUT",
      headers: { "content-type": "application/json" },
    });
    expect(empty.status).toBe(400);
  });

  it("answers malformed JSON and a non-object body with 400", async () => {
    const bad = await app().request("/items/1", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{x",
    });
    expect(await bad.json()).toMatchObject({ code: 1002 });
    const list = await app().request("/items/1", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "[1]",
    });
    expect(await list.json()).toMatchObject({ code: 1001 });
  });

  it("coerces form bodies", async () => {
    const r = await app().request("/items/1", { method: "POST", body: new URLSearchParams({ n: "42" }) });
    expect(await r.json()).toEqual({ body: { n: 42 } });
    const bad = await app().request("/items/1", { method: "POST", body: new URLSearchParams({ n: "x" }) });
    expect(bad.status).toBe(400);
  });

  it("lets routes outside the document through untouched", async () => {
    expect(await (await app().request("/free?limit=abc")).json()).toEqual({ ok: true });
  });

  it("finds a fixed path by lookup, and keeps the document's order when an earlier template matches it too", () => {
    const ok = { responses: { "200": { description: "ok" } } };
    const validator = createRequestValidator({
      openapi: "3.1.0",
      paths: {
        "/things/{id}": {
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          get: { operationId: "getThing", ...ok },
        },
        "/things/list": { get: { operationId: "listThings", ...ok }, put: { operationId: "putList", ...ok } },
        "/plain": { get: { operationId: "plain", ...ok } },
      },
    });
    expect(validator.match("GET", "/things/list")?.op.info.operationId).toBe("getThing");
    expect(validator.match("GET", "/things/list")?.pathParams).toEqual({ id: "list" });
    expect(validator.match("PUT", "/things/list")?.op.info.operationId).toBe("putList");
    expect(validator.match("GET", "/plain")?.op.info.operationId).toBe("plain");
    expect(validator.match("POST", "/plain")).toBeNull();
    expect(validator.match("GET", "/plain/")).toBeNull();
  });
});
