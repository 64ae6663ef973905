/** Marker line before the benchmark block of the package README. */
export declare const BENCH_START: string;
/** Marker line after the benchmark block of the package README. */
export declare const BENCH_END: string;
/** The README with the bench block replaced by `block` taken literally; null when the markers are missing. */
export declare function replaceBenchBlock(readme: string, block: string): string | null;
