import { request } from "node:http";
import { EventSocketProtocol } from "@ceremony/api-client/contract";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { Feature } from "../context/feature";
import { coreFeatures } from "../features";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { SocketCloseCode } from "../sockets/sockets";
import { createTestServer, type TestServer } from "../testing/testServer";

/** A route that answers only when the test lets it (a request in flight at shutdown). */
function gatedFeature() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let arrived: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const feature: Feature = {
    name: "gated",
    routes(app) {
      app.get("/gated", async (c) => {
        arrived();
        await gate;
        return c.json({ finished: true });
      });
    },
  };
  return { feature, open: () => open(), started };
}

/** GET over a fresh connection, answering the status and body, or the connection error's code. */
function get(port: number, path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

// Each test stops its own server; both are started up front, where the slow start of a loaded machine has time.
const patient = gatedFeature();
const stuck = gatedFeature();
let patientServer: TestServer;
let stuckServer: TestServer;
beforeAll(async () => {
  [patientServer, stuckServer] = await Promise.all([
    createTestServer({ features: [...coreFeatures, patient.feature], listen: true }),
    createTestServer({
      features: [...coreFeatures, stuck.feature],
      listen: true,
      config: { shutdownTimeoutMs: 200 },
    }),
  ]);
});

describe("graceful shutdown", () => {
  it("refuses new connections, finishes the answer in flight, closes sockets with 1001, then resolves", async () => {
    const gated = patient;
    const server = patientServer;
    const tokens = await server.signIn(DEMO_ACCOUNTS.natural.phone);
    const ws = new WebSocket(
      `ws://127.0.0.1:${server.port}/api/profile/connect?profile_id=${DEMO_ACCOUNTS.natural.mainProfileId}`,
      [EventSocketProtocol.EVENTS, `${EventSocketProtocol.BEARER}.${tokens.access_token}`],
    );
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    const socketClosed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));

    const inFlight = get(server.port, "/gated");
    await gated.started;
    let closed = false;
    const closing = server.close().then(() => {
      closed = true;
    });

    expect(await socketClosed).toBe(SocketCloseCode.shutdown);
    expect(await get(server.port, "/healthz")).toEqual({ error: "ECONNREFUSED" });
    expect((await server.built.app.request("/readyz")).status).toBe(503);
    expect(closed).toBe(false);

    gated.open();
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
    await closing;
    expect(closed).toBe(true);
  });

  it("cuts an answer still running after the shutdown bound instead of waiting for it", async () => {
    const pending = get(stuckServer.port, "/gated");
    await stuck.started;
    await stuckServer.close();
    expect(await pending).toEqual({ error: "ECONNRESET" });
    stuck.open();
  });
});
