import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify("0.0.0-test"), __APP_VERSION_CODE__: "1" },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./src/testing/setup.ts"],
    css: false,
    // jsdom tests that render whole forms take 1–2 s alone and several times that when CI shares the machine; a
    // slow machine must not read as a failure (waits inside tests still fail on wrong behaviour).
    testTimeout: 20_000,
  },
});
