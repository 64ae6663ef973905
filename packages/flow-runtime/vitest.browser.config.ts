import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

// Debian's chromium and its offline flags are shared by every browser suite in the workspace.
const chromium = JSON.parse(
  readFileSync(new URL("../../scripts/chromium.json", import.meta.url), "utf8"),
) as {
  executablePath: string;
  args: string[];
};

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.browser.test.tsx"],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
