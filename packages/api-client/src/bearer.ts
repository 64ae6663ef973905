/** The `Authorization` header value for an access token (use it to pass the temporary token to `initProfile`). */
export function bearer(token: string): string {
  return `Bearer ${token}`;
}

/** The token inside a `Bearer` header value, or null. */
export function bearerToken(header: string | null): string | null {
  const match = header === null ? null : /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
