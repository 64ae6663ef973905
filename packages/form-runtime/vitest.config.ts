import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    exclude: ["**/*.browser.test.{ts,tsx}", "**/node_modules/**"],
    setupFiles: ["./test/setup.ts"],
    // Tests share one machine with other work: keep the pool small.
    maxWorkers: 2,
    // jsdom tests that render whole forms take 1–2 s alone and several times that when CI shares the machine; a
    // slow machine must not read as a failure (waits inside tests still fail on wrong behaviour).
    testTimeout: 20_000,
  },
});
