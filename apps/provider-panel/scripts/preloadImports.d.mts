import type { Plugin } from "vite";
export function preloadImports(): Plugin;
