/** Longest first or last name (the contract's `PersonName.maxLength`). */
export const PERSON_NAME_MAX_LENGTH = 50;

/**
 * A first or last name: Latin letters, digits, the Arabic/Persian block (U+0600–U+06FF), the zero-width non-joiner
 * and whitespace (the contract's `PersonName.pattern`).
 */
export const PERSON_NAME_PATTERN = /^[A-Za-z0-9\u0600-\u06FF\u200C\s]+$/;

/** Whether a name (trimmed) is 1 to 50 characters of the allowed ones. */
export function isPersonName(input: string): boolean {
  const name = input.trim();
  return name.length > 0 && name.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME_PATTERN.test(name);
}
