/**
 * Largest amount or balance in tomans (15 digits): below 2^53, so every amount is exact as a JavaScript number on
 * the server, in the api-client and in the panel. The contract's `Tomans` schema and migration 0004 say the same.
 */
export const MAX_TOMANS = 999_999_999_999_999;
