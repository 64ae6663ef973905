import { useMemo } from "react";
import type { ModuleAdapters } from "../core/adapters";
import { type ModuleDraftOptions, moduleDraftStore } from "../core/moduleDraft";
import { MODULE_ID } from "../core/types";
import { ModuleLoadGate, ModuleSaveNote } from "../react/ModuleStatus";
import { useModuleFields } from "../react/useModuleFields";
import { draftPrices, priceModeFor } from "./core/priceRules";
import { type CeremonyService, PriceEditor } from "./PriceEditor";

/** Props of {@link PriceModule}. */
export interface PriceModuleProps {
  adapters: Pick<ModuleAdapters, "loadModuleFields" | "saveModuleFields">;
  /** The form's parent id: PLACE (5), HOZE (55) or another. */
  formParentId: number | null;
  services: readonly CeremonyService[];
  /** Called after a successful save (the flow moves to the next step). */
  onSaved?: () => void;
  /** Keeps typed prices on the device until saved (a reload loses nothing); omitted, nothing is kept. */
  draft?: ModuleDraftOptions;
}

/** The price step: loads module 4, edits it with {@link PriceEditor} and saves `service_price.services`. */
export function PriceModule({ adapters, formParentId, services, onSaved, draft }: PriceModuleProps) {
  const { load, save, retry, submit } = useModuleFields(adapters, MODULE_ID.price);
  const draftKey = draft?.key;
  const draftStorage = draft?.storage;
  const store = useMemo(
    () => (draftKey === undefined ? null : moduleDraftStore({ key: draftKey, storage: draftStorage })),
    [draftKey, draftStorage],
  );
  return (
    <section className="cr-module" dir="rtl">
      <ModuleLoadGate load={load} onRetry={retry}>
        {({ fields }) => (
          <PriceEditor
            mode={priceModeFor(formParentId)}
            services={services}
            initial={draftPrices(store?.load()) ?? fields.service_price?.services ?? []}
            onChange={(list) => store?.save({ services: list })}
            onSave={async (list) => {
              if (await submit({ service_price: { services: list } })) {
                store?.clear();
                onSaved?.();
              }
            }}
          />
        )}
      </ModuleLoadGate>
      <ModuleSaveNote save={save} />
    </section>
  );
}
