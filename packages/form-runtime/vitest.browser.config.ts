import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

// Debian's chromium and its flags for this closed network (never download browsers).
const chromium = JSON.parse(
  readFileSync(new URL("../../scripts/chromium.json", import.meta.url), "utf8"),
) as {
  executablePath: string;
  args: string[];
};

/** Real-browser suites: `*.browser.test.tsx`, run by `test:browser` in Debian's chromium. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.browser.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
      }),
      instances: [{ browser: "chromium" }],
      viewport: { width: 414, height: 896 },
      screenshotFailures: false,
    },
  },
});
