import type { Plugin } from "vite";
export function transitiveImports(fileName: string, importsOf: (file: string) => readonly string[]): string[];
export function withImports(code: string, fileName: string, files: readonly string[]): string;
export function hoistImports(): Plugin;
