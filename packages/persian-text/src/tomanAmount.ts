/** The unit an amount field asks for, as amounts are written («۲٬۵۰۰٬۰۰۰ تومان») or said («تومن»), after digits. */
const TRAILING_TOMAN = /(?<=[0-9\u06f0-\u06f9\u0660-\u0669])\s*(تومان|تومن)\s*$/;
/** Rials are ten times the tomans asked for. */
const TRAILING_RIAL = /ریال\s*$/;

/**
 * A typed or pasted amount of a field in tomans, without its unit: «۱۵۰٬۰۰۰ تومان» is «۱۵۰٬۰۰۰». An amount in
 * rials is `"rial"`, to be refused with its reason: divided by ten behind the person's back it would be a sum they
 * never typed. The unit alone is left as it is (not a number).
 */
export function tomanAmount(raw: string): string | "rial" {
  if (TRAILING_RIAL.test(raw.trim())) return "rial";
  return raw.replace(TRAILING_TOMAN, "");
}
