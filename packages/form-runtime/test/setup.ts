// Setup of every suite, jsdom (vitest.config.ts) and real browser (vitest.browser.config.ts): DOM matchers,
// unmounting between tests, and no typed values carried over from one test to the next.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A form with patterns loads the pattern analysis as a lazy module once it is on screen, and a submit waits for it;
// on a machine shared by several jobs that first load alone can pass the 1 s default of `findBy*`/`waitFor`.
configure({ asyncUtilTimeout: 5_000 });
// Loaded here once, as a page that has been open a moment has it: a test that types and submits at once then reads
// the submit's outcome right after the click (a test of the wait itself renders and submits synchronously).
await import("../src/core/patternAnalysis");

afterEach(() => {
  cleanup();
  localStorage.clear();
});
