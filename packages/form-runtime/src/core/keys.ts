const PREFIX = /^e(\d+)_(.*)$/s;

/** The submitted key: `e{id}_{name}`, or the plain name for static fields. */
export function submitKey(id: number, name: string, isStatic: boolean): string {
  return isStatic ? name : `e${id}_${name}`;
}

/** Strip the `e{id}_` prefix of a content key for display; plain keys are returned unchanged. */
export function stripKeyPrefix(key: string): string {
  const match = PREFIX.exec(key);
  return match ? (match[2] ?? key) : key;
}

/** Split a content key into the element id it names (or null) and the plain name. */
export function parseContentKey(key: string): { readonly id: number | null; readonly name: string } {
  const match = PREFIX.exec(key);
  if (!match) return { id: null, name: key };
  return { id: Number(match[1]), name: match[2] ?? "" };
}
