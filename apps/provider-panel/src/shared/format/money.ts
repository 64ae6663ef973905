import { toPersianDigits } from "@ceremony/persian-text";
import { moneyMessages } from "../../messages/money";

/** Groups thousands with the Persian separator and Persian digits: 100000 → «۱۰۰٬۰۰۰». */
export function formatNumber(value: number): string {
  const negative = value < 0;
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, "٬");
  return `${negative ? "-" : ""}${toPersianDigits(grouped)}`;
}

/** An amount in tomans with separators: «۱۰۰٬۰۰۰ تومان». */
export function formatToman(value: number): string {
  return `${formatNumber(value)} ${moneyMessages.toman}`;
}

const ONES = ["", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"];
const TEENS = ["ده", "یازده", "دوازده", "سیزده", "چهارده", "پانزده", "شانزده", "هفده", "هجده", "نوزده"];
const TENS = ["", "", "بیست", "سی", "چهل", "پنجاه", "شصت", "هفتاد", "هشتاد", "نود"];
const HUNDREDS = ["", "صد", "دویست", "سیصد", "چهارصد", "پانصد", "ششصد", "هفتصد", "هشتصد", "نهصد"];
const SCALES = ["", "هزار", "میلیون", "میلیارد", "تریلیون", "کوادریلیون"];

function under1000(n: number): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) parts.push(HUNDREDS[h] ?? "");
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10] ?? "");
  else {
    const t = Math.floor(rest / 10);
    const o = rest % 10;
    if (t) parts.push(TENS[t] ?? "");
    if (o) parts.push(ONES[o] ?? "");
  }
  return parts.join(" و ");
}

/** A non-negative integer in Persian words: 100000 → «صد هزار». */
export function numberToWords(value: number): string {
  let n = Math.trunc(Math.abs(value));
  if (n === 0) return "صفر";
  const groups: string[] = [];
  let scale = 0;
  while (n > 0 && scale < SCALES.length) {
    const chunk = n % 1000;
    if (chunk) groups.unshift(`${under1000(chunk)}${SCALES[scale] ? ` ${SCALES[scale]}` : ""}`);
    n = Math.floor(n / 1000);
    scale += 1;
  }
  return groups.join(" و ");
}
