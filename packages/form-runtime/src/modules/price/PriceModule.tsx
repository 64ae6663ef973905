import { useEffect, useMemo, useState } from "react";
import type { ModuleAdapters } from "../core/adapters";
import { type ModuleDraftOptions, moduleDraftStore } from "../core/moduleDraft";
import { MODULE_ID } from "../core/types";
import { ModuleLoadGate, ModuleSaveNote } from "../react/ModuleStatus";
import type { ModuleLoadState } from "../react/useModuleFields";
import { useModuleFields } from "../react/useModuleFields";
import { draftPrices, priceModeFor, servicesToPrice } from "./core/priceRules";
import { type CeremonyService, PriceEditor } from "./PriceEditor";

/** Props of {@link PriceModule}. */
export interface PriceModuleProps {
  adapters: Pick<ModuleAdapters, "loadModuleFields" | "saveModuleFields" | "loadChosenServiceIds">;
  /** The form's parent id: PLACE (5), HOZE (55) or another. */
  formParentId: number | null;
  /** Every active ceremony; narrowed to those the content's form chose when the adapters can tell. */
  services: readonly CeremonyService[];
  /** Called after a successful save (the flow moves to the next step). */
  onSaved?: () => void;
  /** Keeps typed prices on the device until saved (a reload loses nothing); omitted, nothing is kept. */
  draft?: ModuleDraftOptions;
}

/**
 * The price step: loads module 4 (and the ceremonies the content's form chose), edits it with {@link PriceEditor} and
 * saves `service_price.services`.
 */
export function PriceModule({ adapters, formParentId, services, onSaved, draft }: PriceModuleProps) {
  const { load, save, retry, submit } = useModuleFields(adapters, MODULE_ID.price);
  const chosen = useChosenServiceIds(adapters);
  const draftKey = draft?.key;
  const draftStorage = draft?.storage;
  const store = useMemo(
    () => (draftKey === undefined ? null : moduleDraftStore({ key: draftKey, storage: draftStorage })),
    [draftKey, draftStorage],
  );
  return (
    <section className="cr-module" dir="rtl">
      <ModuleLoadGate load={chosen.status === "ready" ? load : chosen} onRetry={retry}>
        {({ fields }) => (
          <PriceEditor
            mode={priceModeFor(formParentId)}
            services={servicesToPrice(services, chosen.status === "ready" ? chosen.ids : null)}
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

type ChosenState =
  | Exclude<ModuleLoadState, { status: "ready" }>
  | { status: "ready"; ids: readonly number[] | null };

/** The content form's chosen ceremonies; when they cannot be read, every ceremony is listed (never a dead end). */
function useChosenServiceIds(adapters: Pick<ModuleAdapters, "loadChosenServiceIds">): ChosenState {
  const loadChosen = adapters.loadChosenServiceIds;
  const [state, setState] = useState<ChosenState>(() =>
    loadChosen ? { status: "loading" } : { status: "ready", ids: null },
  );
  useEffect(() => {
    if (!loadChosen) return;
    let live = true;
    setState({ status: "loading" });
    loadChosen.call(adapters).then(
      (ids) => live && setState({ status: "ready", ids }),
      () => live && setState({ status: "ready", ids: null }),
    );
    return () => {
      live = false;
    };
  }, [adapters, loadChosen]);
  return state;
}
