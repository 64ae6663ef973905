import type { Plugin } from "vite";
export function preloadFont(patterns: RegExp[]): Plugin;
