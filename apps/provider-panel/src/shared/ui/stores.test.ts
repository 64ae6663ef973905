import { describe, expect, it } from "vitest";
import { createModalStack } from "./modalStack";
import { createToaster, TOAST_MS } from "./toaster";

describe("modal stack", () => {
  it("shows only the last opened; closing removes it; reopening moves to the top", () => {
    const stack = createModalStack();
    stack.open("a");
    stack.open("b");
    expect(stack.top()).toBe("b");
    stack.close("b");
    expect(stack.top()).toBe("a");
    stack.open("b");
    stack.open("a");
    expect(stack.ids()).toEqual(["b", "a"]);
  });

  it("says which open modal is covered by another; one not yet open is not", () => {
    const stack = createModalStack();
    expect(stack.covered("a")).toBe(false);
    stack.open("a");
    expect(stack.covered("a")).toBe(false);
    stack.open("b");
    expect([stack.covered("a"), stack.covered("b")]).toEqual([true, false]);
    stack.close("b");
    expect(stack.covered("a")).toBe(false);
  });
});

describe("toaster", () => {
  it("auto-closes each toast after 5000 ms", () => {
    const timers: Array<[() => void, number]> = [];
    const toaster = createToaster((fn, ms) => timers.push([fn, ms]));
    toaster.success("ok");
    toaster.error("bad");
    expect(toaster.list().map((t) => t.kind)).toEqual(["success", "error"]);
    expect(timers.map(([, ms]) => ms)).toEqual([TOAST_MS, TOAST_MS]);
    expect(TOAST_MS).toBe(5000);
    timers[0]?.[0]();
    expect(toaster.list().map((t) => t.text)).toEqual(["bad"]);
  });

  it("shows one toast per message: the same text again replaces the shown one and lasts its full time again", () => {
    const timers: Array<[() => void, number]> = [];
    const toaster = createToaster((fn, ms) => timers.push([fn, ms]));
    toaster.error("wrong code");
    toaster.error("wrong code");
    toaster.success("sent");
    toaster.error("wrong code");
    expect(toaster.list().map((t) => t.text)).toEqual(["sent", "wrong code"]);
    // The first showing's timer no longer closes the toast that replaced it.
    timers[0]?.[0]();
    expect(toaster.list().map((t) => t.text)).toEqual(["sent", "wrong code"]);
    timers[3]?.[0]();
    expect(toaster.list().map((t) => t.text)).toEqual(["sent"]);
  });

  it("a success replaces any earlier success (it confirms the last action); errors and news stay side by side", () => {
    const toaster = createToaster(() => undefined);
    toaster.success("اطلاعات با موفقیت ثبت شد.");
    toaster.error("کد اشتباه است");
    toaster.show("info", "پیام تازه");
    toaster.error("سرور در دسترس نیست");
    toaster.success("اطلاعات با موفقیت ذخیره شد.");
    expect(toaster.list().map((t) => t.text)).toEqual([
      "کد اشتباه است",
      "پیام تازه",
      "سرور در دسترس نیست",
      "اطلاعات با موفقیت ذخیره شد.",
    ]);
  });
});
