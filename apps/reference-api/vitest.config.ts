import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["./src/testing/globalSetup.ts"],
    // Every answer of a test server is checked against the contract; a test fails on any break.
    setupFiles: ["./src/testing/failOnContractBreaks.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite (WASM) instances are memory-heavy: a few files at a time on this 2-core machine.
    maxWorkers: 2,
  },
});
