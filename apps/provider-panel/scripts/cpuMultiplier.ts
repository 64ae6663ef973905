/**
 * The CPU slowdown that makes this host behave like Lighthouse's mobile reference device (Moto G Power), from the
 * host's `benchmarkIndex` as Lighthouse measures it. Lighthouse's default 4× assumes a desktop of index ~1500; its
 * docs (docs/throttling.md, "Calibrating multipliers") point to the calculator this follows
 * (patrickhulce/lighthouse-cpu-throttling-calculator): 1300 → 3×, 800 → 2×, 150 → 1×, linear between, and no
 * slowdown at all below 150, where the host is already slower than the device it would emulate.
 */
export function cpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
