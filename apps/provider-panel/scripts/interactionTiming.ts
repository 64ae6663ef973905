/** An Event Timing entry that belongs to an interaction (a tap, a key), as the page recorded it. */
export interface InteractionEntry {
  name: string;
  duration: number;
  interactionId: number;
}

/**
 * INP of a stretch of interactions, as the web-vitals library computes it: each interaction's duration is that of
 * its longest event entry (a tap's pointerdown, pointerup and click share one id); the figure is the longest
 * interaction, skipping one of the longest for every 50 interactions (its estimate of the 98th percentile). 0 when
 * no interaction reached the API's 16 ms floor.
 */
export function longestInteraction(entries: readonly InteractionEntry[]): number {
  const byId = new Map<number, number>();
  for (const e of entries) byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
  const durations = [...byId.values()].sort((a, b) => b - a);
  return durations[Math.min(durations.length - 1, Math.floor(durations.length / 50))] ?? 0;
}

/** The middle value (the lower one of the two middles for an even count). */
export function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}
