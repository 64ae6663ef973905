import { ApiError } from "@ceremony/api-client";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Recovery } from "../shared/recovery/recovery";
import { retryFailedQueries } from "./retryFailedQueries";

/** A recovery the test drives: `tryNow` runs what is subscribed. */
function manualRecovery() {
  const retries = new Set<() => void>();
  const recovery: Recovery = {
    whileFailing(retry) {
      retries.add(retry);
      return () => retries.delete(retry);
    },
  };
  return {
    recovery,
    subscribed: () => retries.size,
    tryNow: () => {
      for (const r of retries) r();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function observe(queryClient: QueryClient, key: string, answers: Array<() => unknown>) {
  let calls = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: [key],
    queryFn: async () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return answer?.();
    },
    retry: false,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe, calls: () => calls };
}

describe("retryFailedQueries", () => {
  it("asks a shown list again once the recovery says so, until it has loaded", async () => {
    const queryClient = new QueryClient();
    const m = manualRecovery();
    retryFailedQueries(queryClient, m.recovery);
    const unreachable = () => {
      throw new TypeError("Failed to fetch");
    };
    const list = observe(queryClient, "list", [unreachable, unreachable, () => ["a"]]);
    await settle();
    expect(list.observer.getCurrentResult().status).toBe("error");
    expect(m.subscribed()).toBe(1);
    m.tryNow();
    await settle();
    expect(list.calls()).toBe(2);
    m.tryNow();
    await settle();
    expect(list.observer.getCurrentResult().data).toEqual(["a"]);
    expect(m.subscribed()).toBe(0);
    list.unsubscribe();
  });

  it("leaves refusals (4xx) and queries no screen shows alone", async () => {
    const queryClient = new QueryClient();
    const m = manualRecovery();
    retryFailedQueries(queryClient, m.recovery);
    const refused = observe(queryClient, "refused", [
      () => {
        throw new ApiError({ code: 1004, status: 404, message: "یافت نشد" });
      },
    ]);
    await settle();
    expect(refused.observer.getCurrentResult().status).toBe("error");
    expect(m.subscribed()).toBe(0);
    const gone = observe(queryClient, "gone", [
      () => {
        throw new ApiError({ code: null, status: 503, message: "" });
      },
    ]);
    await settle();
    expect(m.subscribed()).toBe(1);
    gone.unsubscribe();
    await settle();
    expect(m.subscribed()).toBe(0);
    refused.unsubscribe();
  });
});
