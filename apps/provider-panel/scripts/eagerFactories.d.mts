import type { Plugin } from "vite";
export function eagerFactories(code: string): string;
export function eagerCommonJs(): Plugin;
