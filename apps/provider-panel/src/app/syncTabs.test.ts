import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { syncTabs } from "./syncTabs";

const KEY = "activeProfileId";

function tab(signedIn = true) {
  const queryClient = new QueryClient();
  const deps = {
    queryClient,
    session: { isLoggedIn: () => signedIn },
    expire: vi.fn(),
    reload: vi.fn(),
    activeProfileKey: KEY,
  };
  return { ...deps, sync: syncTabs(deps) };
}

describe("two tabs of the panel", () => {
  it("a profile changed in one tab is refetched in the other; other reads are left alone", async () => {
    const a = tab();
    const b = tab();
    for (const t of [a, b]) {
      t.queryClient.setQueryData(["profile"], { id: 1, label: "شرکت الف" });
      t.queryClient.setQueryData(["wallet"], { balance: 1 });
    }
    a.queryClient.setQueryData(["profile"], { id: 1, label: "شرکت ب" });
    a.queryClient.setQueryData(["wallet"], { balance: 2 });
    await vi.waitFor(() => expect(b.queryClient.getQueryState(["profile"])?.isInvalidated).toBe(true));
    expect(b.queryClient.getQueryState(["wallet"])?.isInvalidated).toBe(false);
    expect(a.queryClient.getQueryState(["profile"])?.isInvalidated).toBe(false);
  });

  it("a legal profile list changed in one tab (a generated client's key) is refetched in the other", async () => {
    const a = tab();
    const b = tab();
    const legals = [
      "get",
      "/api/profile/link/request/list",
      { params: { query: { person_kind_role_id: 5 } } },
    ];
    const requests = ["get", "/api/order/service/item/list", {}];
    for (const t of [a, b]) {
      t.queryClient.setQueryData(legals, { data: [{ id: 1, label: "شرکت الف" }], count: 1 });
      t.queryClient.setQueryData(requests, { data: [], count: 0 });
    }
    a.queryClient.setQueryData(legals, { data: [{ id: 1, label: "شرکت ب" }], count: 1 });
    a.queryClient.setQueryData(requests, { data: [{ id: 1 }], count: 1 });
    await vi.waitFor(() => expect(b.queryClient.getQueryState(legals)?.isInvalidated).toBe(true));
    expect(b.queryClient.getQueryState(requests)?.isInvalidated).toBe(false);
  });

  it("a profile loaded before the sync started is the baseline: its next change is announced", async () => {
    const early = new QueryClient();
    early.setQueryData(["profile"], { id: 1, first_name: "علی" });
    syncTabs({ queryClient: early, session: { isLoggedIn: () => true }, expire: vi.fn(), reload: vi.fn() });
    const b = tab();
    b.queryClient.setQueryData(["profile"], { id: 1, first_name: "علی" });
    early.setQueryData(["profile"], { id: 1, first_name: "زهرا" });
    await vi.waitFor(() => expect(b.queryClient.getQueryState(["profile"])?.isInvalidated).toBe(true));
  });

  it("signing out in one tab signs the other out", async () => {
    const a = tab();
    const b = tab();
    a.sync.signedOut();
    await vi.waitFor(() => expect(b.expire).toHaveBeenCalledOnce());
    expect(a.expire).not.toHaveBeenCalled();
  });

  it("a profile switched in another tab reloads this one; a first write or a removal does not", () => {
    const t = tab();
    const storage = (oldValue: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent("storage", { key: KEY, oldValue, newValue }));
    storage(null, "101");
    storage("101", null);
    expect(t.reload).not.toHaveBeenCalled();
    storage("101", "102");
    expect(t.reload).toHaveBeenCalledOnce();
  });
});
