// Setup of every suite, jsdom (vitest.config.ts) and real browser (vitest.browser.config.ts): DOM matchers,
// unmounting between tests, and no typed values carried over from one test to the next.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  localStorage.clear();
});
