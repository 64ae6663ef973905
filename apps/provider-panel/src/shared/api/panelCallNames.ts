import { accessCallNames } from "./accessCallNames";
import type { ProviderApi } from "./port";

/**
 * The calls implemented in `panelCalls.ts` (loaded on first use, so `/signin` never downloads them): the signed-in
 * screens' calls plus the access calls `/signin` never makes. Tests list them; the app does not need the list.
 */
export const panelCallNames = [
  "getProfileInfo",
  "updateProfile",
  "changePassword",
  "changeTwoFactor",
  "changeTwoFactorConfirm",
  "changeTwoFactorResendCode",
  "uploadPicture",
  ...accessCallNames,
] as const satisfies readonly (keyof ProviderApi)[];

/** The part of `ProviderApi` implemented in `panelCalls.ts`. */
export type PanelCalls = Pick<ProviderApi, (typeof panelCallNames)[number]>;
