/**
 * Arabic yeh (ي U+064A, ى U+0649) and kaf (ك U+0643) become Persian ی and ک; everything else, the zero-width
 * non-joiner included, is kept. Arabic keyboards and copied text bring the Arabic forms, which look alike but do
 * not compare equal.
 */
export function normalizePersianLetters(input: string): string {
  return input.replace(/[يى]/g, "ی").replace(/ك/g, "ک");
}
