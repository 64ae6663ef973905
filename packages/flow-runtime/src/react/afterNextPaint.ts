/**
 * Runs `callback` once the browser has painted the next frame: a tap paints its feedback first and the heavy
 * change it asks for comes in a task after, so the tap is answered within a frame however long the change takes
 * (the yield web.dev's "Optimize Interaction to Next Paint" prescribes). A hidden page paints no frames, so a timer
 * stands in after 100 ms. Returns a function that cancels the callback.
 */
export function afterNextPaint(callback: () => void): () => void {
  let pending = true;
  const run = () => {
    if (pending) callback();
    pending = false;
  };
  // rAF callbacks run just before the frame is painted; a timer set there fires after it.
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
  return () => {
    pending = false;
  };
}
