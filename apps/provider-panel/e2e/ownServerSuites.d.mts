/** The end-to-end files that run against a reference server of their own (see ownServerSuites.mjs). */
export const ownServerSuites: string[];

/** What both end-to-end configs share. */
export const e2eTestOptions: {
  environment: "node";
  testTimeout: number;
  hookTimeout: number;
  fileParallelism: boolean;
  expect: { poll: { timeout: number; interval: number } };
};
