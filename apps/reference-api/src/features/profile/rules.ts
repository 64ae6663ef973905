/** Names: Latin letters, digits, Persian letters and whitespace only. */
export function isName(value: string): boolean {
  return /^[\p{Script=Latin}\p{Script=Arabic}0-9\u200c\s]{1,60}$/u.test(value);
}
