import { describe, expect, it } from "vitest";
import { classifySecurity, operationRows, renderOperations } from "./operationRows.mjs";

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

  it("renders a typed constant", () => {
    const source = renderOperations(operationRows(doc));
    expect(source).toContain('"operationId":"getA"');
    expect(source).toContain("as const satisfies readonly OperationInfo[]");
  });
});

describe("the client's lookup over the special rows only", () => {
  it("answers every operation of the contract as the whole table does", async () => {
    const { operations, specialOperations } = await import("../src/generated/operations");
    const { createOperationLookup } = await import("../src/operationTable");
    const lookup = createOperationLookup(specialOperations);
    expect(specialOperations.length).toBeLessThan(operations.length);
    for (const op of operations) {
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
