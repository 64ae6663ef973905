/** The fields of rolldown's ModuleInfo the start rule reads. */
export interface GraphModule {
  id: string;
  code: string | null;
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
}
export function isBarrel(info: { code: string | null }): boolean;
export function startChunk(): (
  id: string,
  ctx: { getModuleInfo(id: string): GraphModule | null },
) => string | null;
