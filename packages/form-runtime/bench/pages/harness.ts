/** What each benchmark page exposes to the driver (bench/run.mjs). */
export interface BenchApi {
  /** ms from the start of rendering to the first paint with every control on screen. */
  mountMs: number | null;
  /** CSS selector of the control that receives the keystrokes. */
  middleSelector: string;
  /** Press the engine's submit (or "show errors") control. */
  submit(): void;
  /** Number of error messages on screen. */
  errorCount(): number;
  /** Error messages expected after an empty submit. */
  expectedErrors: number;
  /** key→paint samples in ms, filled by the keydown listener. */
  keySamples: number[];
}

declare global {
  interface Window {
    __bench?: BenchApi;
    __regexBench?: {
      engine: string;
      compileMs: number;
      coldMs: number;
      matchMs: number;
      failed: string | undefined;
    };
  }
}

function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/**
 * Start measuring: `render` must mount the engine into `container`; mount ends at the first paint where
 * `controlCount` controls exist. Also records key→paint for every keydown.
 */
export function startBench(options: {
  readonly container: HTMLElement;
  readonly controlCount: number;
  readonly render: (container: HTMLElement) => void;
  readonly api: Omit<BenchApi, "mountMs" | "keySamples">;
}): void {
  const api: BenchApi = { ...options.api, mountMs: null, keySamples: [] };
  window.__bench = api;
  window.addEventListener(
    "keydown",
    (event) => {
      const start = event.timeStamp;
      afterPaint(() => api.keySamples.push(performance.now() - start));
    },
    true,
  );
  const t0 = performance.now();
  const done = () => afterPaint(() => (api.mountMs = performance.now() - t0));
  const observer = new MutationObserver(() => {
    if (options.container.querySelectorAll("input, select, textarea").length >= options.controlCount) {
      observer.disconnect();
      done();
    }
  });
  observer.observe(options.container, { childList: true, subtree: true });
  options.render(options.container);
}
