import { describe, expect, it, vi } from "vitest";
import { createBeep } from "./beep";

function fakeContext(state: AudioContextState) {
  return { state, resume: vi.fn(() => Promise.resolve()) } as unknown as AudioContext & {
    resume: ReturnType<typeof vi.fn>;
  };
}

describe("createBeep", () => {
  it("does not open the audio device inside the gesture: the context is made by the task run after the paint", () => {
    const context = fakeContext("running");
    const create = vi.fn(() => context);
    const later: Array<() => void> = [];
    const beep = createBeep(create, (task) => later.push(task));

    beep.unlock();
    beep.unlock();
    expect(create).not.toHaveBeenCalled();
    expect(later).toHaveLength(1);

    later[0]?.();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("resumes a context that started suspended, then on the next gesture", () => {
    const context = fakeContext("suspended");
    const later: Array<() => void> = [];
    const beep = createBeep(
      () => context,
      (task) => later.push(task),
    );
    beep.unlock();
    later[0]?.();
    expect(context.resume).toHaveBeenCalledTimes(1);
    beep.unlock();
    expect(context.resume).toHaveBeenCalledTimes(2);
    expect(later).toHaveLength(1);
  });

  it("stays silent until unlocked", () => {
    expect(createBeep(() => fakeContext("running")).play()).toBe(false);
  });
});
