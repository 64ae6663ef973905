import { useCallback, useEffect, useState } from "react";

/** Seconds left until zero; `restart(n)` starts again from n. */
export function useCountdown(initialSeconds: number) {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, restart };
}
