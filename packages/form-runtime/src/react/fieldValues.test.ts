import { FormApi } from "@tanstack/react-form";
import { describe, expect, it, vi } from "vitest";
import type { EngineForm, HeldValues } from "./engine";
import { createFieldValues } from "./fieldValues";

function setup() {
  const defaultValues: HeldValues = { a: "", __e2: "" };
  const form: EngineForm = new FormApi({ defaultValues });
  const unmount = form.mount();
  const nameOf = (key: string) => (key === "b.c" ? "__e2" : key);
  const values = createFieldValues(form, ["a", "b.c"], nameOf);
  return { form, values, unmount };
}

describe("fieldValues", () => {
  it("writes into the TanStack form and wakes only the key that changed", () => {
    const { form, values, unmount } = setup();
    const onA = vi.fn();
    const onB = vi.fn();
    values.subscribe("a", onA);
    values.subscribe("b.c", onB);
    values.set("b.c", "x");
    expect(form.state.values).toEqual({ a: "", __e2: "x" });
    expect(values.get("b.c")).toBe("x");
    expect(onB).toHaveBeenCalledTimes(1);
    expect(onA).not.toHaveBeenCalled();
    unmount();
  });

  it("wakes nobody for an identical value and stops after unsubscribe", () => {
    const { values, unmount } = setup();
    const onA = vi.fn();
    const stop = values.subscribe("a", onA);
    values.set("a", "");
    expect(onA).not.toHaveBeenCalled();
    stop();
    values.set("a", "1");
    expect(onA).not.toHaveBeenCalled();
    expect(values.byKey()).toEqual({ a: "1", "b.c": "" });
    unmount();
  });
});
