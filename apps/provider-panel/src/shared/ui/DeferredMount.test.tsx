import { act, render, screen } from "@testing-library/react";
import { useLayoutEffect, useSyncExternalStore } from "react";
import { describe, expect, it } from "vitest";
import { DeferredMount } from "./DeferredMount";

/** A store updated outside React, as a query's answer is: its updates render synchronously. */
function createStore() {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    set(next: boolean) {
      value = next;
      for (const l of listeners) l();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get: () => value,
  };
}

function Mounted({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
  }, [log, name]);
  return <p>{name}</p>;
}

function Screen({ store, log }: { store: ReturnType<typeof createStore>; log: string[] }) {
  const loaded = useSyncExternalStore(store.subscribe, store.get);
  if (!loaded) return <Mounted name="splash" log={log} />;
  return (
    <DeferredMount fallback={<Mounted name="fallback" log={log} />}>
      <Mounted name="page" log={log} />
    </DeferredMount>
  );
}

describe("DeferredMount", () => {
  it("commits the fallback in the store's synchronous update and the children in a later render", () => {
    const store = createStore();
    const log: string[] = [];
    render(<Screen store={store} log={log} />);
    act(() => store.set(true));
    expect(log).toEqual(["splash", "fallback", "page"]);
    expect(screen.getByText("page")).toBeTruthy();
    expect(screen.queryByText("fallback")).toBeNull();
  });

  it("renders the children in a deferred lane: a synchronous flush right after the update still shows the fallback", async () => {
    const store = createStore();
    const log: string[] = [];
    const { container } = render(<Screen store={store} log={log} />);
    // Outside act, the synchronous update commits in a microtask while the deferred render waits for the scheduler.
    store.set(true);
    await Promise.resolve();
    expect(container.textContent).toBe("fallback");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.textContent).toBe("page");
  });
});
