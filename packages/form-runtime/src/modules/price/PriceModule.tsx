import type { ModuleAdapters } from "../core/adapters";
import { MODULE_ID } from "../core/types";
import { ModuleLoadGate, ModuleSaveNote } from "../react/ModuleStatus";
import { useModuleFields } from "../react/useModuleFields";
import { priceModeFor } from "./core/priceRules";
import { type CeremonyService, PriceEditor } from "./PriceEditor";

/** Props of {@link PriceModule}. */
export interface PriceModuleProps {
  adapters: Pick<ModuleAdapters, "loadModuleFields" | "saveModuleFields">;
  /** The form's parent id: PLACE (5), HOZE (55) or another. */
  formParentId: number | null;
  services: readonly CeremonyService[];
  /** Called after a successful save (the flow moves to the next step). */
  onSaved?: () => void;
}

/** The price step: loads module 4, edits it with {@link PriceEditor} and saves `service_price.services`. */
export function PriceModule({ adapters, formParentId, services, onSaved }: PriceModuleProps) {
  const { load, save, retry, submit } = useModuleFields(adapters, MODULE_ID.price);
  return (
    <section className="cr-module" dir="rtl">
      <ModuleLoadGate load={load} onRetry={retry}>
        {({ fields }) => (
          <PriceEditor
            mode={priceModeFor(formParentId)}
            services={services}
            initial={fields.service_price?.services ?? []}
            onSave={async (list) => {
              if (await submit({ service_price: { services: list } })) onSaved?.();
            }}
          />
        )}
      </ModuleLoadGate>
      <ModuleSaveNote save={save} />
    </section>
  );
}
