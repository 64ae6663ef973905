import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { TokenSet } from "../auth/tokens";
import { coreFeatures } from "../features";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { createTestServer, type TestServer } from "../testing/testServer";
import { type AppEvent, createEventBus } from "./bus";

let server: TestServer;
let tokens: TokenSet;
const natural = DEMO_ACCOUNTS.natural;

beforeAll(async () => {
  server = await createTestServer({
    features: coreFeatures,
    listen: true,
    config: { supportReplyDelayMs: 50 },
  });
  tokens = await server.signIn(natural.phone);
});
afterAll(async () => {
  await server.close();
});

function connect(profileId: number, token: string): Promise<{ ws: WebSocket; frames: unknown[] }> {
  const url = `ws://127.0.0.1:${server.port}/api/profile/connect?profile_id=${profileId}&access_token=${token}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const frames: unknown[] = [];
    ws.on("message", (data) => frames.push(JSON.parse(String(data))));
    ws.once("open", () => resolve({ ws, frames }));
    ws.once("unexpected-response", (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

async function waitFor<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting for an event");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Opens the socket the way the panel does: the token as the `bearer.` subprotocol, only the profile in the URL. */
function connectWithProtocol(
  profileId: number,
  token: string,
): Promise<{ ws: WebSocket; frames: unknown[]; url: string }> {
  const url = `ws://127.0.0.1:${server.port}/api/profile/connect?profile_id=${profileId}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ["ceremony-events", `bearer.${token}`]);
    const frames: unknown[] = [];
    ws.on("message", (data) => frames.push(JSON.parse(String(data))));
    ws.once("open", () => resolve({ ws, frames, url }));
    ws.once("unexpected-response", (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

describe("events over the WebSocket", () => {
  it("takes the access token from the bearer subprotocol: the URL carries no token and the answer never echoes it", async () => {
    const { ws, url } = await connectWithProtocol(natural.mainProfileId, tokens.access_token);
    expect(url).not.toContain(tokens.access_token);
    expect(ws.protocol).toBe("ceremony-events");
    ws.close();
    await expect(connectWithProtocol(natural.mainProfileId, "x".repeat(43))).rejects.toThrow("status 401");
    await expect(connectWithProtocol(DEMO_ACCOUNTS.agent.mainProfileId, tokens.access_token)).rejects.toThrow(
      "status 403",
    );
  });

  it("refuses a bad token (401) and a foreign profile (403) before upgrading", async () => {
    await expect(connect(101, "x".repeat(43))).rejects.toThrow("status 401");
    await expect(connect(DEMO_ACCOUNTS.agent.mainProfileId, tokens.access_token)).rejects.toThrow(
      "status 403",
    );
  });

  it("refuses the socket of a profile whose validation was rejected, as HTTP routes do (403, code 1042)", async () => {
    const unapproved = DEMO_ACCOUNTS.unapproved;
    const own = await server.signIn(unapproved.phone);
    await expect(connect(unapproved.mainProfileId, own.access_token)).rejects.toThrow("status 403");
  });

  it("pushes a message event to the paying profile only, in the contract's ServerEvent shape", async () => {
    const mine = await connect(101, tokens.access_token);
    const other = await connect(102, tokens.access_token);
    const auth = { token: tokens.access_token, profileId: 101 };
    const dep = await server.contract.call(server.built.app, "deposit", {
      ...auth,
      body: { amount: 5000, payline: 1, service_type: 1 },
    });
    const id = new URL((dep.body as { data: { link: string } }).data.link).pathname.split("/").pop() ?? "";
    await server.contract.call(server.built.app, "payPayment", {
      path: { payment_id: id },
      body: new URLSearchParams({ result: "paid" }),
    });
    const frame = await waitFor(() => mine.frames[0]);
    expect(frame).toMatchObject({
      type: "message",
      message: { subject: "افزایش موجودی کیف پول", seen: false },
    });
    expect(server.contract.responseProblems("connectEvents", 101, "application/json", frame)).toEqual([]);
    // A marker published to the other profile after the message arrives: NOTIFY keeps order on one channel and a
    // socket keeps order too, so a misrouted message would reach `other` before the marker.
    await server.deps.events.publish({
      type: "request",
      profile_id: 102,
      payload: { item_id: 1, form_id: 3 },
    });
    await waitFor(() => other.frames[0]);
    expect(other.frames).toEqual([{ type: "request", item_id: 1, form_id: 3 }]);
    mine.ws.close();
    other.ws.close();
  });

  it("the simulated support answer arrives as an event after its delay", async () => {
    const mine = await connect(101, tokens.access_token);
    const auth = { token: tokens.access_token, profileId: 101 };
    const created = await server.contract.call(server.built.app, "createTicket", {
      ...auth,
      body: { subject: "s", description: "d", section_id: null },
    });
    const ticketId = (created.body as { data: { id: number } }).data.id;
    const frame = await waitFor(() => mine.frames[0]);
    expect(frame).toMatchObject({ type: "message", message: { subject: "پاسخ جدید پشتیبانی" } });
    const ticket = await server.contract.call(server.built.app, "getTicket", {
      ...auth,
      query: { id: ticketId },
    });
    expect(ticket.body).toMatchObject({ data: { status_id: 2 } });
    mine.ws.close();
  });

  it("an event published by one bus reaches another bus on the same database (another instance)", async () => {
    const second = await createEventBus(server.deps.db, server.notifications);
    const seen: AppEvent[] = [];
    const stop = second.subscribe((e) => seen.push(e));
    await server.deps.events.publish({
      type: "request",
      profile_id: 101,
      payload: { item_id: 7, form_id: 3 },
    });
    await waitFor(() => seen[0]);
    expect(seen[0]).toEqual({ type: "request", profile_id: 101, payload: { item_id: 7, form_id: 3 } });
    // Published inside a rolled-back transaction: never delivered.
    await server.deps.db
      .transaction()
      .execute(async (trx) => {
        await server.deps.events.publish(
          { type: "request", profile_id: 101, payload: { item_id: 8, form_id: 3 } },
          trx,
        );
        throw new Error("rollback");
      })
      .catch(() => undefined);
    // A committed marker after it: delivery keeps commit order, so once the marker is here the rolled-back event
    // would have been too.
    const marker: AppEvent = { type: "request", profile_id: 101, payload: { item_id: 9, form_id: 3 } };
    await server.deps.events.publish(marker);
    await waitFor(() => seen[1]);
    expect(seen).toEqual([{ type: "request", profile_id: 101, payload: { item_id: 7, form_id: 3 } }, marker]);
    stop();
    await second.close();
  });
});
