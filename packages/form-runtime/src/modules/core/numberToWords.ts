import { numberWords } from "../../core/moduleMessages";

function belowThousand(n: number): string {
  const { ones, teens, tens, hundreds } = numberWords;
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h > 0) parts.push(hundreds[h] ?? "");
  if (rest >= 10 && rest < 20) parts.push(teens[rest - 10] ?? "");
  else {
    const t = Math.floor(rest / 10);
    const o = rest % 10;
    if (t > 0) parts.push(tens[t] ?? "");
    if (o > 0) parts.push(ones[o] ?? "");
  }
  return parts.join(numberWords.and);
}

/**
 * Writes a whole number below 10^12 in Persian words (1500 → "one thousand and five hundred" in Persian),
 * so users can check a large amount before saving it.
 */
export function numberToWords(value: number): string {
  const n = Math.trunc(value);
  if (n === 0) return numberWords.zero;
  if (n < 0 || n >= 1e12) return "";
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale++) {
    const chunk = rest % 1000;
    if (chunk > 0)
      groups.unshift(
        scale === 0 ? belowThousand(chunk) : `${belowThousand(chunk)} ${numberWords.scales[scale]}`,
      );
    rest = Math.floor(rest / 1000);
  }
  return groups.join(numberWords.and);
}
