import { act, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useInfiniteList } from "./useInfiniteList";

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

function List({ fetchNextPage, late }: { fetchNextPage: () => Promise<unknown>; late: boolean }) {
  const [shown, setShown] = useState(!late);
  const sentinel = useInfiniteList({ hasNextPage: true, isFetchingNextPage: false, fetchNextPage });
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown ? <div data-testid="sentinel" ref={sentinel} /> : null}
    </>
  );
}

describe("useInfiniteList", () => {
  it("fetches the next page when the sentinel comes into view", () => {
    const io = fakeObserver();
    const fetchNextPage = vi.fn(async () => undefined);
    const view = render(<List fetchNextPage={fetchNextPage} late={false} />);
    act(() => io.show(view.getByTestId("sentinel")));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("watches a sentinel that mounts after the list's answer (a deferred render of the cards)", () => {
    const io = fakeObserver();
    const fetchNextPage = vi.fn(async () => undefined);
    const view = render(<List fetchNextPage={fetchNextPage} late />);
    act(() => view.getByRole("button").click());
    act(() => io.show(view.getByTestId("sentinel")));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
