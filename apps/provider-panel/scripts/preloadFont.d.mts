import type { Plugin } from "vite";
export function preloadFont(pattern: RegExp): Plugin;
