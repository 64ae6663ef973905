import type { Plugin } from "vite";
export const COMPRESSIBLE: Set<string>;
export const MIN_BYTES: number;
export function precompressDir(
  dir: string,
): Promise<{ path: string; raw: number; br: number; gzip: number }[]>;
export function precompress(): Plugin;
