import { defineConfig } from "vitest/config";
import { e2eTestOptions, ownServerSuites } from "./e2e/ownServerSuites.mjs";

// The suites with a reference server of their own (e2e/ownServerSuites.ts), one file at a time; the global setup
// only builds the panel (E2E_SKIP_BUILD=1 skips it), no shared server is started.
export default defineConfig({
  test: {
    ...e2eTestOptions,
    include: ownServerSuites,
    globalSetup: ["./e2e/buildPanel.ts"],
  },
});
