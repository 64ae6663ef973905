import type { AppConfig, Profile, SigninResult, TokenSet } from "./types";

/** Everything the screens call, typed in the panel's terms; `createProviderApi` implements it over the api-client. */
export interface ProviderApi {
  getConfig(): Promise<AppConfig>;
  refreshToken(refreshToken: string): Promise<TokenSet>;
  getProfile(): Promise<Profile>;
  /** The active profile (by Profile-Id), with its own sheba (wire field `shaba`). */
  getProfileInfo(): Promise<Profile>;
  /** A legal profile (a company) sends no personal names or birth date, only what it changes, such as its sheba. */
  updateProfile(body: {
    first_name?: string;
    last_name?: string;
    national_code?: string | null;
    birth_date?: number;
    pic?: string | null;
    shaba: string | null;
  }): Promise<string | undefined>;
  initProfile(
    body: {
      first_name: string;
      last_name: string;
      birth_date: number;
      national_code: string;
      shaba: string | null;
    },
    tempAccessToken: string,
  ): Promise<string | undefined>;
  signin(body: { username: string; password?: string }): Promise<SigninResult>;
  autoLogin(tempToken: string): Promise<TokenSet>;
  forgotPassword(username: string): Promise<string | undefined>;
  forgotPasswordConfirm(body: {
    username: string;
    new_password: string;
    new_password_confirm: string;
    sms_code: number;
  }): Promise<TokenSet>;
  changePassword(body: {
    old_password?: string;
    new_password?: string;
    new_password_confirm?: string;
    remove_password: boolean;
  }): Promise<string | undefined>;
  changeTwoFactor(methodId: number): Promise<string | undefined>;
  changeTwoFactorConfirm(methodId: number, smsCode: number): Promise<string | undefined>;
  changeTwoFactorResendCode(): Promise<string | undefined>;
  getSupplierRules(): Promise<string>;
  uploadPicture(file: File, onProgress: (fraction: number) => void): Promise<string>;
}
