// Setup of the real-browser suites (vitest.browser.config.ts): DOM matchers and unmounting between tests.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});
