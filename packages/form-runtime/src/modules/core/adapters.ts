import type { Enumeration } from "../../core/types";
import type { LoadedModuleFields, ModuleFieldsPayload, ModuleId } from "./types";

/**
 * How the module editors reach the server. The app implements these over its api-client
 * (`get_module_fields`, `edit_module_fields`); stories and tests pass in-memory versions.
 */
export interface ModuleAdapters {
  /** GET /api/provider_content/get_module_fields for one module; resolves `module_fields`. */
  loadModuleFields(moduleId: ModuleId): Promise<LoadedModuleFields>;
  /** PUT /api/provider_content/edit_module_fields; resolves the server's message (shown as a toast). */
  saveModuleFields(moduleFields: ModuleFieldsPayload): Promise<{ message?: string }>;
  /**
   * The ceremony ids the content's own form chose (a hall's «مراسم‌های قابل برگزاری»), or null when its form has no
   * such choice; the price step then lists only those. Omitted, every ceremony is listed.
   */
  loadChosenServiceIds?(): Promise<readonly number[] | null>;
  /** Enumerations from the initial data (provinces, cities with `setting.city`, ceremonies). */
  enumerations(): Promise<readonly Enumeration[]> | readonly Enumeration[];
}
