import { useCallback, useEffect, useRef, useState } from "react";
import { useCountdown } from "./useCountdown";

const STORAGE_PREFIX = "panel:countdown:";

/** The deadline stored for `key`, or null when none is stored (or storage is refused). */
function storedDeadline(key: string): number | null {
  try {
    const deadline = Number(sessionStorage.getItem(STORAGE_PREFIX + key));
    return deadline > 0 ? deadline : null;
  } catch {
    return null;
  }
}

function store(key: string, deadline: number | null) {
  try {
    if (deadline === null) sessionStorage.removeItem(STORAGE_PREFIX + key);
    else sessionStorage.setItem(STORAGE_PREFIX + key, String(deadline));
  } catch {
    // Storage refused (private mode, full): the countdown still runs, only a reload starts it again.
  }
}

/**
 * {@link useCountdown} whose deadline outlives a reload of the tab, kept under `persistKey` (what it is for, such as
 * the number a code went to): a provider who reloads the code page while the SMS is on its way is not made to wait
 * the whole time again. Leaving the screen (a new number, success) forgets it: a reload runs no cleanup, leaving does,
 * so the next code's wait starts whole.
 */
export function usePersistedCountdown(initialSeconds: number, persistKey: string) {
  const deadline = useRef(0);
  const [firstLeft] = useState(() => {
    const now = Date.now();
    deadline.current = storedDeadline(persistKey) ?? now + initialSeconds * 1000;
    return Math.max(0, Math.ceil((deadline.current - now) / 1000));
  });
  const { left, restart: restartCountdown } = useCountdown(firstLeft);
  useEffect(() => {
    store(persistKey, deadline.current);
    return () => store(persistKey, null);
  }, [persistKey]);
  const restart = useCallback(
    (seconds: number) => {
      deadline.current = Date.now() + seconds * 1000;
      store(persistKey, deadline.current);
      restartCountdown(seconds);
    },
    [persistKey, restartCountdown],
  );
  return { left, restart };
}
