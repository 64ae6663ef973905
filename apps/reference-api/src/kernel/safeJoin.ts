import { join, resolve, sep } from "node:path";

/** Resolves `relative` inside `root`, refusing anything that escapes it (`..`, NUL). */
export function safeJoin(root: string, relative: string): string | null {
  if (relative.includes("\0")) return null;
  // A relative or unnormalised root (UPLOAD_DIR=./data/uploads) must still match the prefix check.
  const base = resolve(root);
  const full = join(base, relative);
  return full === base || full.startsWith(base.endsWith(sep) ? base : base + sep) ? full : null;
}
