import type { AppConfig, Profile } from "./types";

/** The start-up calls and the profile reads several features share, typed in the panel's terms (`createProviderApi`). */
export interface ProviderApi {
  getConfig(): Promise<AppConfig>;
  getProfile(): Promise<Profile>;
  /** The active profile (by Profile-Id), with its own sheba (wire field `shaba`). */
  getProfileInfo(): Promise<Profile>;
}
