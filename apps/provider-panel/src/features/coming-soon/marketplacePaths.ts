import { messages } from "../../messages";

const TITLES: Array<[prefix: string, title: string]> = [
  ["services", messages.home.services],
  ["lawyers", messages.home.lawyers],
  ["requests", messages.home.requests],
  ["invoice", messages.shell.tabAccepted],
  ["address", "آدرس‌ها"],
  ["process", "تکمیل اطلاعات"],
  ["orders", "سفارش"],
  ["profile/legals", messages.profile.legalsTitle],
];

/** The title of a marketplace path below /panel (coming in a later issue), or null when the path is unknown. */
export function marketplaceTitle(splat: string): string | null {
  const path = splat.replace(/^\/+|\/+$/g, "");
  for (const [prefix, title] of TITLES) if (path === prefix || path.startsWith(`${prefix}/`)) return title;
  return null;
}
