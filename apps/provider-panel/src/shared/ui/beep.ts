import { afterNextPaint } from "./afterNextPaint";

/**
 * A short notification tone through WebAudio. Browsers only let audio start after a user gesture, so `unlock()` is
 * called from pointer and key handlers; before that `play()` stays silent rather than failing.
 *
 * Creating the AudioContext is slow (the audio device is opened on the main thread), and done inside the gesture it
 * held back the paint of whatever the tap did: it is created after that paint (`later`). Chromium lets a context
 * made after a gesture start at once; where it starts suspended, the next gesture's `unlock()` resumes it, a cheap
 * call inside the gesture.
 */
export function createBeep(
  create: () => AudioContext | null = defaultContext,
  later: (task: () => void) => void = afterNextPaint,
) {
  let context: AudioContext | null = null;
  let creating = false;
  const resume = () => {
    if (context?.state === "suspended") void context.resume().catch(() => undefined);
  };
  return {
    unlock() {
      if (context) return resume();
      if (creating) return;
      creating = true;
      later(() => {
        context = create();
        resume();
      });
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
