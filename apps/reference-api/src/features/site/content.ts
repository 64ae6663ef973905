import { readFile } from "node:fs/promises";

/** Title of the supplier rules page (site content, like the CMS pages). */
export const supplierRulesTitle = "قوانین و مقررات تامین‌کنندگان";

/**
 * Sanitised-by-construction HTML of the supplier rules page (static text, no user input). No heading of its own: the
 * page's title travels beside it, and the panel's dialog already shows one (two titles read as two documents).
 */
export const supplierRulesHtml = [
  "<p>با ثبت نام در این سامانه، شما به عنوان ارائه‌دهنده خدمات مراسم، موارد زیر را می‌پذیرید:</p>",
  "<ol>",
  "<li>اطلاعات هویتی و حساب بانکی (شبا) ثبت شده باید متعلق به خود شما و صحیح باشد.</li>",
  "<li>قیمت‌ها و زمان‌بندی اعلام شده برای هر خدمت باید به‌روز و قابل اجرا باشد.</li>",
  "<li>پس از اعلام آمادگی برای یک درخواست، ارائه خدمت طبق شرایط اعلام شده الزامی است.</li>",
  "<li>احترام به شئون مذهبی و رعایت ادب در گفتگو با مشتریان الزامی است.</li>",
  "<li>تسویه حساب پس از انجام خدمت و تایید مشتری، به کیف پول شما واریز می‌شود.</li>",
  "</ol>",
  "<p>در صورت نقض این قوانین، حساب کاربری ممکن است به حالت تعلیق درآید.</p>",
].join("");

/** The app's update prompt data (`version_code` grows with each release; `force` makes it mandatory). */
export interface Changelog {
  version: string;
  version_code: number;
  force: boolean;
  notes: string[];
}

/** Used only when the panel ships no changelog.json of its own. */
export const fallbackChangelog: Changelog = {
  version: "0.1.0",
  version_code: 1,
  force: false,
  notes: ["نسخهٔ نخست پنل خدمت‌دهندگان"],
};

function isChangelog(value: unknown): value is Changelog {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.version === "string" &&
    Number.isInteger(v.version_code) &&
    typeof v.force === "boolean" &&
    Array.isArray(v.notes) &&
    v.notes.every((n) => typeof n === "string")
  );
}

/**
 * The panel's own changelog.json (built copy first, then its source), so the version code the server announces
 * is the one the panel was built with and the update prompt does not fire for nothing.
 */
export async function readChangelog(paths: readonly string[]): Promise<Changelog> {
  for (const path of paths) {
    try {
      const value: unknown = JSON.parse(await readFile(path, "utf8"));
      if (isChangelog(value)) return value;
    } catch {
      // missing or unreadable: try the next one
    }
  }
  return fallbackChangelog;
}
