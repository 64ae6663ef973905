import { toPersianDigits } from "@ceremony/persian-text";

/** The displayed version string (from package.json at build time). */
export const APP_VERSION: string = __APP_VERSION__;

/** The version as shown on the splash and panel pages. */
export function displayVersion(): string {
  return toPersianDigits(APP_VERSION);
}

/** The build number compared with /changelog.json's version_code (taken from public/changelog.json at build). */
export const APP_VERSION_CODE: number = __APP_VERSION_CODE__;
