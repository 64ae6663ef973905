import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { whenQueriesSettle } from "./whenQueriesSettle";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("whenQueriesSettle", () => {
  it("resolves at once when nothing is in flight", async () => {
    let settled = false;
    void whenQueriesSettle(new QueryClient()).then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(true);
  });

  it("waits for every query in flight, failed ones included", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answerList: (list: string[]) => void = () => undefined;
    let failProfile: (error: Error) => void = () => undefined;
    void queryClient.prefetchQuery({
      queryKey: ["list"],
      queryFn: () => new Promise<string[]>((resolve) => (answerList = resolve)),
    });
    void queryClient.prefetchQuery({
      queryKey: ["profile"],
      queryFn: () => new Promise<string>((_, reject) => (failProfile = reject)),
    });
    let settled = false;
    void whenQueriesSettle(queryClient).then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    answerList(["a"]);
    await flush();
    expect(settled).toBe(false);
    failProfile(new Error("offline"));
    await flush();
    expect(settled).toBe(true);
  });
});
