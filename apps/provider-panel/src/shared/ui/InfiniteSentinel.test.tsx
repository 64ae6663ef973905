import { act, render } from "@testing-library/react";
import { Profiler, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InfiniteSentinel } from "./InfiniteSentinel";

/** An IntersectionObserver whose targets the test can make visible. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class Fake {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal("IntersectionObserver", Fake);
  return {
    show(target: Element) {
      for (const o of observers)
        if (o.targets.includes(target))
          o.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], o as never);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function List({
  fetchNextPage,
  late,
  onListRender = () => undefined,
}: {
  fetchNextPage: () => Promise<unknown>;
  late: boolean;
  onListRender?: () => void;
}) {
  const [shown, setShown] = useState(!late);
  return (
    <Profiler id="list" onRender={onListRender}>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown ? (
        <InfiniteSentinel source={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />
      ) : null}
    </Profiler>
  );
}

const sentinelOf = (view: ReturnType<typeof render>) => {
  const element = view.container.querySelector("[aria-hidden]");
  if (!element) throw new Error("no sentinel");
  return element;
};

describe("InfiniteSentinel", () => {
  it("fetches the next page when the sentinel comes into view", () => {
    const io = fakeObserver();
    const fetchNextPage = vi.fn(async () => undefined);
    const view = render(<List fetchNextPage={fetchNextPage} late={false} />);
    act(() => io.show(sentinelOf(view)));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("watches a sentinel that mounts after the list's answer (a deferred render of the cards)", () => {
    const io = fakeObserver();
    const fetchNextPage = vi.fn(async () => undefined);
    const view = render(<List fetchNextPage={fetchNextPage} late />);
    act(() => view.getByRole("button").click());
    act(() => io.show(sentinelOf(view)));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("mounts without re-rendering the list around it", () => {
    fakeObserver();
    const onListRender = vi.fn();
    render(<List fetchNextPage={async () => undefined} late={false} onListRender={onListRender} />);
    // One commit, the mount: a sentinel that set its parent's state re-rendered every card once more.
    expect(onListRender).toHaveBeenCalledTimes(1);
  });
});
