// Shared by run.mjs and paired.mjs: presses the bench page's submit and waits until the error count stops growing
// (stable for 10 frames), timed to the paint after its last change. Engines differ in which empty controls they
// flag, so the count itself is not compared.

/** @param {import("playwright-core").Page} page @returns {Promise<{ ms: number, errors: number }>} */
export function submitUntilPainted(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const bench = window.__bench;
        const t0 = performance.now();
        let last = -1;
        let painted = 0;
        let stable = 0;
        bench.submit();
        const check = () => {
          const count = bench.errorCount();
          if (count !== last) {
            last = count;
            stable = 0;
            setTimeout(() => (painted = performance.now() - t0), 0);
          } else if (count > 0) stable += 1;
          if (stable >= 10) resolve({ ms: painted, errors: count });
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}
