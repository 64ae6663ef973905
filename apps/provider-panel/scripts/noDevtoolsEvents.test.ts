import { describe, expect, it } from "vitest";
import { INERT_EVENT_CLIENT, noDevtoolsEvents, PASS_THROUGH_THROTTLE } from "./noDevtoolsEvents.mjs";

type Hook = (id: string) => string | null;

describe("noDevtoolsEvents", () => {
  const plugin = noDevtoolsEvents();
  const resolveId = plugin.resolveId as unknown as Hook;
  const load = plugin.load as unknown as Hook;

  it("applies to builds only, before other resolvers", () => {
    expect(plugin.apply).toBe("build");
    expect(plugin.enforce).toBe("pre");
  });

  it("resolves the devtools event client to the inert module and leaves every other import alone", () => {
    const id = resolveId("@tanstack/devtools-event-client");
    expect(id).toMatch(/^\0/);
    expect(load(id as string)).toBe(INERT_EVENT_CLIENT);
    expect(resolveId("@tanstack/form-core")).toBeNull();
    const throttle = resolveId("@tanstack/pacer-lite");
    expect(throttle).toMatch(/^\0/);
    expect(load(throttle as string)).toBe(PASS_THROUGH_THROTTLE);
    expect(load("/src/main.tsx")).toBeNull();
  });

  it("gives a client that form-core can extend and call, which dispatches nothing", async () => {
    const { EventClient } = (await import(
      `data:text/javascript,${encodeURIComponent(INERT_EVENT_CLIENT)}`
    )) as {
      EventClient: new (options: { pluginId: string }) => Record<string, (...a: unknown[]) => unknown>;
    };
    class FormEventClient extends EventClient {
      constructor() {
        super({ pluginId: "form-devtools" });
      }
    }
    const client = new FormEventClient();
    const dispatched: string[] = [];
    const target = globalThis as unknown as { dispatchEvent?: (e: Event) => boolean };
    const original = target.dispatchEvent;
    target.dispatchEvent = (e: Event) => {
      dispatched.push(e.type);
      return true;
    };
    try {
      expect(client.emit?.("form-state", { values: { a: 1 } })).toBeUndefined();
      const cleanup = client.on?.("request-form-state", () => {});
      expect(typeof cleanup).toBe("function");
      expect(dispatched).toEqual([]);
    } finally {
      target.dispatchEvent = original;
    }
  });

  it("gives a throttle whose calls go straight through (they only reach the inert client)", async () => {
    const { liteThrottle } = (await import(
      `data:text/javascript,${encodeURIComponent(PASS_THROUGH_THROTTLE)}`
    )) as {
      liteThrottle: <A extends unknown[]>(
        fn: (...a: A) => void,
        options: { wait: number },
      ) => (...a: A) => void;
    };
    const calls: number[] = [];
    const throttled = liteThrottle((n: number) => calls.push(n), { wait: 300 });
    throttled(1);
    throttled(2);
    expect(calls).toEqual([1, 2]);
  });
});
