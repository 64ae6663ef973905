/** Runs `task` once the frame that answers the current input has been painted. */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
