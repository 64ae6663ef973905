import type { LoadedModuleFields, ModuleAdapters, ModuleFieldsPayload } from "@ceremony/form-runtime";
import { marketplaceMessages } from "../../messages/marketplace";
import { required } from "../api/answers";
import type { EngineAdapters } from "./engineAdapters";

/**
 * The module editors' adapters (price, timetable, location) of one created content; saves end in a toast. Apart
 * from `createEngineAdapters`: only the module steps (their own chunk) use them.
 */
export function moduleAdaptersOf(
  adapters: EngineAdapters,
  ref: { formId: number; contentId: number },
): ModuleAdapters {
  const { contentForm, refreshSaved, constants, enumerations } = adapters;
  const { client, toaster } = adapters.deps;
  const api = client.client;
  return {
    async loadModuleFields(moduleId): Promise<LoadedModuleFields> {
      const { data } = await api.GET("/api/provider_content/get_module_fields", {
        params: { query: { id: ref.contentId, form_id: ref.formId, module_id: moduleId } },
      });
      return required(data).data.module_fields as LoadedModuleFields;
    },
    async saveModuleFields(moduleFields: ModuleFieldsPayload) {
      try {
        const { data } = await api.PUT("/api/provider_content/edit_module_fields", {
          // The editors produce exactly the contract's module shapes; the server validates them again.
          body: { id: ref.contentId, form_id: ref.formId, module_fields: moduleFields as never },
        });
        if (data?.message) toaster.success(data.message);
        await refreshSaved();
        return data?.message ? { message: data.message } : {};
      } catch (error) {
        toaster.error(
          error instanceof Error && error.message ? error.message : marketplaceMessages.saveFailed,
        );
        throw error;
      }
    },
    // The price step lists only the ceremonies the content's own form chose (a hall's «مراسم‌های قابل برگزاری»).
    async loadChosenServiceIds() {
      const [form, { ceremoniesChosenByForm }] = await Promise.all([
        contentForm(ref.formId, ref.contentId),
        import("./chosenCeremonies"),
      ]);
      return ceremoniesChosenByForm(form.fields, constants.ceremony_enumeration_id);
    },
    enumerations: () => enumerations,
  };
}
