/** Arabic ي and ك become Persian ی and ک; the zero-width non-joiner is kept. */
export function normalizePersianText(input: string): string {
  return input.replace(/ي/g, "ی").replace(/ك/g, "ک");
}
