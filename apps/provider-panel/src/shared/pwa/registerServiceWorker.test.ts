import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./registerServiceWorker";
import { swUpdates } from "./swUpdates";

/** A worker whose state the test moves. */
function fakeWorker() {
  const target = new EventTarget() as EventTarget & { state: string };
  target.state = "installing";
  return target;
}

describe("registerServiceWorker", () => {
  it("registers /sw.js and announces a new worker once it is installed behind a controlling one", async () => {
    const registration = Object.assign(new EventTarget(), { waiting: null, installing: null as unknown });
    const register = vi.fn(async () => registration);
    const container = { register, controller: {} } as unknown as ServiceWorkerContainer;
    const heard = vi.fn();
    const stop = swUpdates.subscribe(heard);
    await registerServiceWorker(container);
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    const worker = fakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event("updatefound"));
    expect(heard).not.toHaveBeenCalled();
    worker.state = "installed";
    worker.dispatchEvent(new Event("statechange"));
    expect(heard).toHaveBeenCalledOnce();
    expect(swUpdates.waiting()).toBe(true);
    stop();
  });

  it("the first install (nothing controls the page yet) is not an update", async () => {
    const worker = fakeWorker();
    const registration = Object.assign(new EventTarget(), { waiting: null, installing: worker });
    const container = {
      register: async () => registration,
      controller: null,
    } as unknown as ServiceWorkerContainer;
    const heard = vi.fn();
    const stop = swUpdates.subscribe(heard);
    await registerServiceWorker(container);
    worker.state = "installed";
    worker.dispatchEvent(new Event("statechange"));
    expect(heard).not.toHaveBeenCalled();
    stop();
  });
});
