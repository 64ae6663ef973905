import { describe, expect, it } from "vitest";
import { errorsMessages } from "../messages/errors";
import { createToaster } from "../shared/ui/toaster";
import { clearOfflineToastsWhenOnline, refreshFailedStylesheets } from "./startRecovery";

describe("refreshFailedStylesheets", () => {
  // Issue 27 item 3: a screen first opened offline came back without its styles once its chunk loaded.
  it("asks again for a stylesheet that did not load and leaves the loaded ones", () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/loaded.css"><link rel="stylesheet" href="/assets/failed.css">';
    const [loaded, failed] = [...document.querySelectorAll("link")];
    Object.defineProperty(loaded, "sheet", { value: {} });
    refreshFailedStylesheets(document);
    const after = [...document.querySelectorAll("link")];
    expect(after.map((l) => l.getAttribute("href"))).toEqual(["/assets/loaded.css", "/assets/failed.css"]);
    expect(after[0]).toBe(loaded);
    expect(after[1]).not.toBe(failed);
  });
});

describe("clearOfflineToastsWhenOnline", () => {
  // A screen first opened offline loaded by itself once the connection returned, under a toast still saying the
  // internet was cut.
  it("closes the internet-cut toasts when the connection returns and keeps the others", () => {
    const toaster = createToaster(() => undefined);
    const win = new EventTarget() as Window;
    clearOfflineToastsWhenOnline(toaster, win);
    toaster.error(errorsMessages.offline);
    toaster.error(errorsMessages.unreachable);
    toaster.success("ذخیره شد");
    win.dispatchEvent(new Event("offline"));
    expect(toaster.list()).toHaveLength(3);
    win.dispatchEvent(new Event("online"));
    expect(toaster.list().map((t) => t.text)).toEqual([errorsMessages.unreachable, "ذخیره شد"]);
  });
});
