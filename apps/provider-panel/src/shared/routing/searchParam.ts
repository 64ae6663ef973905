/**
 * One optional search (or path) value for `validateSearch`: absent stays absent; a present value `accept` rejects
 * becomes `fallback`, so a hand-edited URL never breaks the screen. (Hand-written rather than a schema library: the
 * checks are this small and the library would load on every screen.)
 */
export function searchParam<T>(accept: (value: unknown) => value is T, fallback: T) {
  return (value: unknown): T | undefined =>
    value === undefined ? undefined : accept(value) ? value : fallback;
}

/** A string matching `pattern` (whole value). */
export const matching =
  (pattern: RegExp) =>
  (value: unknown): value is string =>
    typeof value === "string" && pattern.test(value);

/** Any string. */
export const isString = (value: unknown): value is string => typeof value === "string";

/** true or false (the router parses `?x=true` to a boolean). */
export const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/** A whole number ≥ 1. */
export const isPositiveInteger = (value: unknown): value is number =>
  Number.isInteger(value) && Number(value) >= 1;

/** One of `options`. */
export const oneOf =
  <T extends string>(options: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === "string" && (options as readonly string[]).includes(value);
