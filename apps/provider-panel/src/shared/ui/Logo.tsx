/** The product mark (decorative; the name is always written beside or under it). */
export function Logo({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--brand)" />
      <path d="M32 12c-6 8-14 12-14 22a14 14 0 0 0 28 0c0-10-8-14-14-22z" fill="#fff" />
      <circle cx="32" cy="36" r="5" fill="var(--brand)" />
    </svg>
  );
}
