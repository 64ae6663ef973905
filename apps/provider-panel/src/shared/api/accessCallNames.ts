import type { ProviderApi } from "./port";

/**
 * Access calls that `/signin` never makes (token refresh by hand, auto-login, sign-up, supplier rules, password recovery): loaded on first use, so the
 * sign-in bundle stays within its budget.
 */
export const accessCallNames = [
  "refreshToken",
  "autoLogin",
  "initProfile",
  "forgotPassword",
  "forgotPasswordConfirm",
  "getSupplierRules",
] as const satisfies readonly (keyof ProviderApi)[];

/** The part of `ProviderApi` implemented in `accessCalls.ts`. */
export type AccessCalls = Pick<ProviderApi, (typeof accessCallNames)[number]>;
