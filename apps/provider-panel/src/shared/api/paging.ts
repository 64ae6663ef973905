/** The next offset while the loaded count is below the total (and the last page was not empty), else undefined. */
export function nextOffset(
  pages: ReadonlyArray<{ data: readonly unknown[]; count: number }>,
): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  const total = pages[pages.length - 1]?.count ?? 0;
  const lastEmpty = (pages[pages.length - 1]?.data.length ?? 0) === 0;
  return loaded < total && !lastEmpty ? loaded : undefined;
}
