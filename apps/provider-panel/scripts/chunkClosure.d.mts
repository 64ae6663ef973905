/** One chunk of dist/.vite/chunks.json. */
export interface ChunkInfo {
  isEntry: boolean;
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  sizes: Record<string, number>;
}
export interface Build {
  chunks: Record<string, ChunkInfo>;
  htmlScripts: string[];
}
export const SCREENS: Record<string, string[]>;
export function isOlModule(id: string): boolean;
export function readBuild(dist: string): Build;
export function screenFiles(build: Build, routeFiles: string[]): Set<string>;
