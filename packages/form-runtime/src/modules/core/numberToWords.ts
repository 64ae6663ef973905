const ONES = ["", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"];
const TEENS = ["ده", "یازده", "دوازده", "سیزده", "چهارده", "پانزده", "شانزده", "هفده", "هجده", "نوزده"];
const TENS = ["", "", "بیست", "سی", "چهل", "پنجاه", "شصت", "هفتاد", "هشتاد", "نود"];
const HUNDREDS = ["", "صد", "دویست", "سیصد", "چهارصد", "پانصد", "ششصد", "هفتصد", "هشتصد", "نهصد"];
const SCALES = ["", "هزار", "میلیون", "میلیارد"];

function belowThousand(n: number): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h > 0) parts.push(HUNDREDS[h] ?? "");
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10] ?? "");
  else {
    const t = Math.floor(rest / 10);
    const o = rest % 10;
    if (t > 0) parts.push(TENS[t] ?? "");
    if (o > 0) parts.push(ONES[o] ?? "");
  }
  return parts.join(" و ");
}

/**
 * Writes a whole number below 10^12 in Persian words (1500 → «یک هزار و پانصد»), so users can check
 * a large amount before saving it.
 */
export function numberToWords(value: number): string {
  const n = Math.trunc(value);
  if (n === 0) return "صفر";
  if (n < 0 || n >= 1e12) return "";
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale++) {
    const chunk = rest % 1000;
    if (chunk > 0)
      groups.unshift(scale === 0 ? belowThousand(chunk) : `${belowThousand(chunk)} ${SCALES[scale]}`);
    rest = Math.floor(rest / 1000);
  }
  return groups.join(" و ");
}
