import { readFileSync } from "node:fs";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

// Debian's chromium and its flags for this closed network (never download browsers).
const chromium = JSON.parse(readFileSync(new URL("./scripts/chromium.json", import.meta.url), "utf8")) as {
  executablePath: string;
  args: string[];
};

/**
 * Every story of .storybook/main.ts (both engines and the panel) rendered as a test in Debian's chromium, with axe
 * run on it by the accessibility addon: a violation fails the story (`a11y.test: "error"` in .storybook/preview.tsx).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: ".storybook" })],
  // Every story's imports are scanned before the first test, so no dependency found later re-optimises and reloads
  // the browser in the middle of the run (which failed whichever stories were running then).
  optimizeDeps: { entries: ["packages/*/src/**/*.stories.tsx", "apps/*/src/**/*.stories.tsx"] },
  test: {
    name: "stories",
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
      }),
      instances: [{ browser: "chromium" }],
      viewport: { width: 390, height: 844 },
      screenshotFailures: false,
    },
  },
});
