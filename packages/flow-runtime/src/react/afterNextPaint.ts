/**
 * Runs `callback` once the browser has painted the next frame: a tap paints its feedback first and the heavy
 * change it asks for comes in the task after, so the tap is answered within a frame however long the change takes
 * (the yield that web.dev's "Optimize Interaction to Next Paint" prescribes). A hidden page paints no frames, so a
 * timer stands in after 100 ms. Returns a function that cancels the callback.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let frame: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(fallback);
    callback();
  };
  const fallback = setTimeout(run, 100);
  if (typeof requestAnimationFrame === "function") {
    // rAF callbacks run just before the frame is painted; the message lands in the first task after it.
    frame = requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        run();
      };
      channel.port2.postMessage(null);
    });
  }
  return () => {
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
}
