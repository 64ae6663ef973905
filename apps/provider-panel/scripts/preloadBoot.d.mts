import type { Plugin } from "vite";
export function preloadBoot(): Plugin;
