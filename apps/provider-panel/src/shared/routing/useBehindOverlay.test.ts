import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useBehindOverlay } from "./useBehindOverlay";

interface Search {
  page?: number;
  chat?: number;
}

/** The hook over a search held like the router holds it, with the "after the paint" queue in the test's hands. */
function setup(initial: Search) {
  const later: Array<() => void> = [];
  const navigate = vi.fn();
  const hook = renderHook(
    ({ search }: { search: Search }) =>
      useBehindOverlay(search, "chat", navigate, (task) => {
        later.push(task);
      }),
    { initialProps: { search: initial } },
  );
  const paint = () =>
    act(() => {
      for (const task of later.splice(0)) task();
    });
  return { hook, paint, navigate };
}

describe("useBehindOverlay", () => {
  it("opens the overlay in the tap and writes the URL only after the paint", () => {
    const { hook, paint, navigate } = setup({ page: 2 });
    act(() => hook.result.current.onSearch({ page: 2, chat: 7 }));
    expect(hook.result.current.overlay).toBe(7);
    expect(navigate).not.toHaveBeenCalled();
    paint();
    expect(navigate).toHaveBeenCalledWith({ page: 2, chat: 7 });
    // The URL now carries it; back (the search without it) closes it.
    hook.rerender({ search: { page: 2, chat: 7 } });
    expect(hook.result.current.overlay).toBe(7);
    hook.rerender({ search: { page: 2 } });
    expect(hook.result.current.overlay).toBeUndefined();
  });

  it("closes the overlay in the tap, with what else the tap changed written after the paint", () => {
    const { hook, paint, navigate } = setup({ page: 2, chat: 7 });
    act(() => hook.result.current.onSearch({ page: undefined, chat: undefined }));
    expect(hook.result.current.overlay).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
    paint();
    expect(navigate).toHaveBeenCalledWith({ page: undefined, chat: undefined });
    hook.rerender({ search: {} });
    expect(hook.result.current.overlay).toBeUndefined();
  });

  it("a close before the opening is written writes nothing", () => {
    const { hook, paint, navigate } = setup({ page: 2 });
    act(() => hook.result.current.onSearch({ page: 2, chat: 7 }));
    act(() => hook.result.current.onSearch({ page: 2, chat: undefined }, { replace: true }));
    expect(hook.result.current.overlay).toBeUndefined();
    paint();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a search that leaves the overlay as it is goes to the router at once", () => {
    const { hook, navigate } = setup({ page: 2 });
    act(() => hook.result.current.onSearch({ page: 3 }));
    expect(navigate).toHaveBeenCalledWith({ page: 3 });
  });
});
