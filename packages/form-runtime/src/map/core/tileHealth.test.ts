import { describe, expect, it } from "vitest";
import { initialTileHealth, type TileEvent, tileHealthReducer } from "./tileHealth";

const run = (events: TileEvent[]) => events.reduce(tileHealthReducer, initialTileHealth);

describe("tile health", () => {
  it("stays unknown while the first tiles are on their way", () => {
    expect(run(["start", "start"]).status).toBe("unknown");
  });

  it("is ok as soon as one tile is drawn", () => {
    expect(run(["start", "start", "loaded"]).status).toBe("ok");
  });

  it("fails when a whole round ends without one drawn tile (offline, blocked host, wrong URL)", () => {
    expect(run(["start", "start", "start", "failed", "failed"]).status).toBe("unknown");
    expect(run(["start", "start", "start", "failed", "failed", "failed"]).status).toBe("failed");
  });

  it("does not fail for one missing tile among drawn ones", () => {
    expect(run(["start", "start", "loaded", "failed"]).status).toBe("ok");
  });

  it("closes a round when the map is idle, even if a discarded tile never reported its end", () => {
    const stuck = run(["start", "start", "failed"]);
    expect(stuck.status).toBe("unknown");
    const idle = tileHealthReducer(stuck, "idle");
    expect(idle.status).toBe("failed");
    // The next tile asked for starts a fresh round.
    expect(tileHealthReducer(tileHealthReducer(idle, "start"), "loaded").status).toBe("ok");
  });

  it("fails later when a new round draws nothing, and recovers when tiles come back", () => {
    const lost = run(["start", "loaded", "start", "start", "failed", "failed"]);
    expect(lost.status).toBe("failed");
    expect(tileHealthReducer(tileHealthReducer(lost, "start"), "loaded").status).toBe("ok");
  });
});
