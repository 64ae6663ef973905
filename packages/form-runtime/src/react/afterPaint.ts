/**
 * Runs `callback` once the browser has painted the next frame (a task after the frame's animation callbacks), or in
 * a task when there are no frames (a page in the background, a test environment). Returns a cancel function.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  if (typeof requestAnimationFrame !== "function") {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer ?? undefined);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
  };
}
