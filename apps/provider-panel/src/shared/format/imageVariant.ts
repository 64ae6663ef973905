/** Image path variants are ';'-separated, named by size (for example 360x360) or 'org': the sized one, else the first. */
export function imageVariant(path: string | null | undefined, size = "360x360"): string | null {
  if (!path) return null;
  const variants = path.split(";").filter(Boolean);
  const chosen = variants.find((v) => v.includes(size)) ?? variants[0];
  if (!chosen) return null;
  // Stored paths are relative to the media host (served under /uploads/ by the reference server).
  return /^(https?:|\/|blob:|data:)/.test(chosen) ? chosen : `/uploads/${chosen}`;
}
