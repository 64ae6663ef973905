/** Marker lines around the benchmark block of the package README. */
export const BENCH_START = "<!-- bench:start -->";
export const BENCH_END = "<!-- bench:end -->";

/**
 * The README with the text between the bench markers replaced by `block` (which includes the markers). The
 * replacement is a function, so `$` sequences in the table (such as the pattern `^(a+)+$`) are inserted as
 * written instead of being read as replacement patterns. Returns null when the markers are missing.
 */
export function replaceBenchBlock(readme, block) {
  if (!readme.includes(BENCH_START) || !readme.includes(BENCH_END)) return null;
  return readme.replace(new RegExp(`${BENCH_START}[\\s\\S]*${BENCH_END}`), () => block);
}
