/** Arabic letter forms a keyboard may give for the Persian ones, and the zero-width non-joiner inside words. */
const normalise = (text: string) =>
  text
    .replace(/ي/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/\u200c/g, "");

/**
 * The unit a field's caption names in parentheses at its end («ظرفیت (نفر)» → «نفر»): one word of letters, no digits,
 * or undefined. A number pasted with that unit after it («120 نفر») says nothing more than the field already does.
 */
export function captionUnit(caption: string): string | undefined {
  const match = /\(\s*([^\s()0-9\u06f0-\u06f9\u0660-\u0669]+)\s*\)\s*$/.exec(caption);
  return match?.[1] ? normalise(match[1]) : undefined;
}

/**
 * `raw` without a trailing `unit` written right after its last digit («120 نفر» → «120»); anything else is returned
 * as it is, so the unit alone, a unit before the number or another word is still refused by the caller.
 */
export function withoutCaptionUnit(raw: string, unit: string | undefined): string {
  if (!unit) return raw;
  const text = normalise(raw).trimEnd();
  if (!text.endsWith(unit)) return raw;
  const before = text.slice(0, -unit.length).trimEnd();
  return /[0-9\u06f0-\u06f9\u0660-\u0669]$/.test(before) ? before : raw;
}
