import { configDefaults, defineConfig } from "vitest/config";
import { e2eTestOptions, ownServerSuites } from "./e2e/ownServerSuites.mjs";

// The suites on the shared reference server (globalSetup builds the panel and starts it), one file at a time: they
// share its accounts. The suites with a server of their own are vitest.e2e.own.config.ts's; `pnpm test:browser`
// (e2e/run.mjs) runs both configs side by side.
export default defineConfig({
  test: {
    ...e2eTestOptions,
    include: ["e2e/**/*.e2e.ts"],
    exclude: [...configDefaults.exclude, ...ownServerSuites],
    globalSetup: ["./e2e/globalSetup.ts"],
  },
});
