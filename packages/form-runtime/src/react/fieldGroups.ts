import type { DecodedItem } from "../core/decode";

/**
 * Fields shown per group. Every group after the first skips rendering while it is off screen (`content-visibility`
 * in styles.css); the first is always rendered, so the first frame shows the fields at the top, and 24 fields are
 * taller than a phone's or a laptop's first screen.
 */
export const FIELDS_PER_GROUP = 24;

/** A run of consecutive items; `shown` is false when all of them are hidden values. */
export interface FieldGroup {
  readonly key: string;
  readonly items: readonly DecodedItem[];
  readonly shown: boolean;
}

const isShown = (item: DecodedItem) => !item.ok || item.element.kind !== "static";

/**
 * The items in display order, cut into groups of {@link FIELDS_PER_GROUP} shown items. The browser decides per group
 * what is near the viewport, so a long form costs it one decision per group on each frame, not one per field. Hidden
 * values join the group before them; a group is keyed by its first item, so groups keep their fields.
 */
export function fieldGroups(items: readonly DecodedItem[]): FieldGroup[] {
  const groups: { key: string; items: DecodedItem[]; shown: number }[] = [];
  let current: (typeof groups)[number] | undefined;
  for (const item of items) {
    if (!current || (current.shown === FIELDS_PER_GROUP && isShown(item))) {
      current = { key: item.ok ? item.element.key : item.slot, items: [], shown: 0 };
      groups.push(current);
    }
    current.items.push(item);
    if (isShown(item)) current.shown += 1;
  }
  return groups.map((g) => ({ key: g.key, items: g.items, shown: g.shown > 0 }));
}
