/**
 * A short notification tone through WebAudio. Browsers only let audio start after a user gesture, so `unlock()` is
 * called from the chat's pointer and key handlers; before that `play()` stays silent rather than failing.
 */
export function createBeep(create: () => AudioContext | null = defaultContext) {
  let context: AudioContext | null = null;
  return {
    unlock() {
      if (!context) context = create();
      if (context?.state === "suspended") void context.resume().catch(() => undefined);
    },
    play() {
      if (context?.state !== "running") return false;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.15, context.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + 0.25);
      return true;
    },
  };
}

function defaultContext(): AudioContext | null {
  const Ctor = typeof window === "undefined" ? undefined : window.AudioContext;
  return Ctor ? new Ctor() : null;
}
