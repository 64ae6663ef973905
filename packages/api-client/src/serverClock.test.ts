import { describe, expect, it } from "vitest";
import { createServerClock } from "./serverClock";

describe("server clock", () => {
  it("follows the device clock until it learns the server time", () => {
    let device = 1_000_000_000_500;
    const clock = createServerClock({ deviceNow: () => device });
    expect(clock.now()).toBe(1_000_000_000);
    expect(clock.isSynchronised()).toBe(false);
    clock.setServerTime(1_000_003_600);
    expect(clock.now()).toBe(1_000_003_600);
    device += 10_000;
    expect(clock.now()).toBe(1_000_003_610);
    expect(clock.isSynchronised()).toBe(true);
  });

  it("learns from a Date header and ignores missing or invalid ones", () => {
    const clock = createServerClock({ deviceNow: () => 0 });
    clock.observeDateHeader(null);
    clock.observeDateHeader("not a date");
    expect(clock.isSynchronised()).toBe(false);
    clock.observeDateHeader("Thu, 01 Jan 2026 00:00:00 GMT");
    expect(clock.now()).toBe(1_767_225_600);
    expect(clock.offsetMs()).toBe(1_767_225_600_000);
  });
});
