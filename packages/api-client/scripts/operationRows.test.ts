import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { classifySecurity, notFetchedOperations, operationRows, renderOperations } from "./operationRows.mjs";

const doc = {
  security: [{ accessToken: [], profileId: [] }],
  paths: {
    "/api/a": {
      get: { operationId: "getA" },
      post: { operationId: "postA", security: [] },
    },
    "/static/b": { get: { operationId: "getB", security: [], "x-server": "website" } },
    "/api/init": { post: { operationId: "init", security: [{ accessToken: [] }] } },
    "/api/log": { post: { operationId: "log", security: [{}, { accessToken: [] }] } },
  },
};

describe("operation table generation", () => {
  it("reads host and auth mode from the contract, with document-level security as the default", () => {
    expect(operationRows(doc)).toEqual([
      {
        operationId: "getA",
        method: "GET",
        path: "/api/a",
        server: "provider",
        auth: "required",
        profileId: true,
      },
      {
        operationId: "postA",
        method: "POST",
        path: "/api/a",
        server: "provider",
        auth: "public",
        profileId: false,
      },
      {
        operationId: "getB",
        method: "GET",
        path: "/static/b",
        server: "website",
        auth: "public",
        profileId: false,
      },
      {
        operationId: "init",
        method: "POST",
        path: "/api/init",
        server: "provider",
        auth: "temp",
        profileId: false,
      },
      {
        operationId: "log",
        method: "POST",
        path: "/api/log",
        server: "provider",
        auth: "optional",
        profileId: false,
      },
    ]);
  });

  it("refuses what it cannot classify instead of guessing", () => {
    expect(() => classifySecurity([{ profileId: [] }], undefined, "GET /x")).toThrow(/unsupported security/);
    expect(() => operationRows({ paths: { "/x": { get: {} } } })).toThrow(/no operationId/);
    expect(() =>
      operationRows({ paths: { "/x": { get: { operationId: "a", "x-server": "cdn" } } } }),
    ).toThrow(/x-server/);
    expect(
      classifySecurity([{ accessToken: [], profileId: [] }, { accessToken: [] }], undefined, "GET /z"),
    ).toEqual({ auth: "required", profileId: true });
    expect(classifySecurity([{ accessToken: [] }], "required", "POST /y")).toEqual({
      auth: "required",
      profileId: false,
    });
  });

  it("leaves the operations the client never calls out of the lookup's rows, and wants a reason", () => {
    const withPage = {
      paths: {
        ...doc.paths,
        "/pay/{id}": { get: { operationId: "page", security: [], "x-not-fetched": "the browser opens it" } },
      },
    };
    const rows = operationRows(withPage);
    const source = renderOperations(rows, notFetchedOperations(withPage));
    const special = source.slice(source.indexOf("export const specialOperations"));
    expect(source.indexOf('"operationId":"page"')).toBeLessThan(
      source.indexOf("export const specialOperations"),
    );
    expect(special).not.toContain('"operationId":"page"');
    expect(special).toContain('"operationId":"postA"');
    expect(() =>
      notFetchedOperations({ paths: { "/x": { get: { operationId: "x", "x-not-fetched": " " } } } }),
    ).toThrow(/must say why/);
  });

  it("renders a typed constant", () => {
    const source = renderOperations(operationRows(doc));
    expect(source).toContain('"operationId":"getA"');
    expect(source).toContain("as const satisfies readonly OperationInfo[]");
  });
});

describe("the client's lookup over the special rows only", () => {
  it("answers every operation the client calls as the whole table does", async () => {
    const { operations, specialOperations } = await import("../src/generated/operations");
    const { createOperationLookup } = await import("../src/operationTable");
    const lookup = createOperationLookup(specialOperations);
    expect(specialOperations.length).toBeLessThan(operations.length);
    const contract = parse(
      readFileSync(new URL("../../../openapi/provider-api.yaml", import.meta.url), "utf8"),
    );
    const notFetched = notFetchedOperations(contract);
    expect(notFetched.has("getHealth")).toBe(true);
    for (const op of operations) {
      if (notFetched.has(op.operationId)) continue;
      const { server, auth, profileId } = lookup.resolve(op.method, op.path);
      expect({ id: op.operationId, server, auth, profileId }).toEqual({
        id: op.operationId,
        server: op.server,
        auth: op.auth,
        profileId: op.profileId,
      });
    }
    expect(lookup.byId("refreshToken").path).toBe("/api/profile/refresh_token");
    expect(lookup.byId("uploadFiles").server).toBe("upload");
  });
});
