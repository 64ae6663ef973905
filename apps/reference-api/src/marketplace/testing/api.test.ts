import { afterAll, beforeAll } from "vitest";
import type { AppEvent } from "../../events/bus";
import { addressSuite } from "./addressSuite";
import { behaviourSuite } from "./behaviourSuite";
import { itemsSuite } from "./itemsSuite";
import { type MkServer, startMkServer } from "./mkServer";
import { negativeSuite } from "./negativeSuite";
import { seededFormsSuite } from "./seededFormsSuite";

// One server for both suites (startup dominates their time): the negative suite changes nothing, so it runs first.
let mk: MkServer;
const events: AppEvent[] = [];
beforeAll(async () => {
  mk = await startMkServer({ replyDelayMs: 0, acceptDelayMs: 0 });
  mk.server.deps.events.subscribe((e) => events.push(e));
}, 90_000);
afterAll(async () => {
  await mk?.close();
});

negativeSuite(() => mk);
behaviourSuite(() => mk);
addressSuite(() => mk);
itemsSuite(() => mk, events);
seededFormsSuite(() => mk);
