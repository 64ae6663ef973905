import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { Enumeration } from "../../core/types";
import type { ModuleAdapters } from "../../modules/core/adapters";
import { type ModuleDraftOptions, moduleDraftStore } from "../../modules/core/moduleDraft";
import { FORM_PARENT, type LoadedModuleFields, MODULE_ID } from "../../modules/core/types";
import {
  buildLocationTree,
  type LocationFailure,
  toggleLocation,
  toLocationPayload,
  validateLocation,
} from "../../modules/location/core/locationRules";
import { ModuleLoadGate, ModuleSaveNote } from "../../modules/react/ModuleStatus";
import { useModuleFields } from "../../modules/react/useModuleFields";
import { useModuleMessages } from "../../react/useModuleMessages";
import { readAddressValue } from "../core/addressRules";
import { cityOfChoice } from "../core/cities";
import { type AddressValue, citiesFromEnumerations, type MapAdapters } from "../core/types";
import { AddressPicker, type AddressPickerProps } from "./AddressPicker";
import { LocationTree } from "./LocationTree";
import "../map.css";

/** Props of {@link LocationStep}. */
export interface LocationStepProps {
  adapters: ModuleAdapters;
  mapAdapters: MapAdapters;
  /** The form's parent id: place forms (PLACE) allow one city at most. */
  formParentId: number | null;
  /** Parent id of the provinces in the enumerations (a deployment constant). */
  provinceParentId: number;
  onSaved?: () => void;
  /** Keeps the chosen provinces, cities and point on the device until saved (a reload loses nothing). */
  draft?: ModuleDraftOptions;
  /** Passed to the picker (tests and stories). */
  pickerProps?: Pick<AddressPickerProps, "MapComponent" | "onMapReady" | "timings">;
}

/**
 * The position step: provinces and cities from the enumerations plus the approximate home location
 * from the address picker; saves `location` (module 2) after the location rules pass.
 */
export function LocationStep(props: LocationStepProps) {
  const moduleMessages = useModuleMessages();
  const { load, save, retry, submit } = useModuleFields(props.adapters, MODULE_ID.location);
  const [enumerations, setEnumerations] = useState<readonly Enumeration[] | null>(null);
  const [enumError, setEnumError] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.resolve(props.adapters.enumerations()).then(
      (rows) => live && setEnumerations(rows),
      () => live && setEnumError(true),
    );
    return () => {
      live = false;
    };
  }, [props.adapters]);

  if (enumError) {
    return (
      <p className="cr-module-status cr-module-status--error" role="alert">
        {moduleMessages.loadError}
      </p>
    );
  }
  return (
    <section className="cr-module" dir="rtl">
      <ModuleLoadGate load={enumerations ? load : { status: "loading" }} onRetry={retry}>
        {({ fields }) => (
          <LocationForm {...props} enumerations={enumerations ?? []} fields={fields} submit={submit} />
        )}
      </ModuleLoadGate>
      <ModuleSaveNote save={save} />
    </section>
  );
}

function LocationForm(
  props: LocationStepProps & {
    enumerations: readonly Enumeration[];
    fields: LoadedModuleFields;
    submit: ReturnType<typeof useModuleFields>["submit"];
  },
) {
  const moduleMessages = useModuleMessages();
  const errorId = useId();
  const tree = useMemo(
    () => buildLocationTree(props.enumerations, props.provinceParentId),
    [props.enumerations, props.provinceParentId],
  );
  const cities = useMemo(() => citiesFromEnumerations(props.enumerations), [props.enumerations]);
  const draftKey = props.draft?.key;
  const draftStorage = props.draft?.storage;
  const store = useMemo(
    () => (draftKey === undefined ? null : moduleDraftStore({ key: draftKey, storage: draftStorage })),
    [draftKey, draftStorage],
  );
  // What was chosen before a reload wins over what the server holds, as in the price and timetable steps.
  const [initial] = useState(() => draftLocation(store?.load()) ?? props.fields.location);
  const [selected, setSelected] = useState<number[]>(() => idsOf(initial?.enumerations));
  const [address, setAddress] = useState<AddressValue | null>(() =>
    readAddressValue(initial?.address_object),
  );
  const [failure, setFailure] = useState<LocationFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement | null>(null);
  const typed = useRef(false);

  useEffect(() => {
    if (typed.current) store?.save({ enumerations: selected, address_object: address });
  }, [store, selected, address]);

  useEffect(() => {
    // The message sits beside the tree or the picker it is about, which may be far above or below the button.
    if (failure) errorRef.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [failure]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLocation(
      {
        selected,
        tree,
        singleCity: props.formParentId === FORM_PARENT.place,
        hasPoint: address !== null,
      },
      moduleMessages,
    );
    setFailure(found);
    if (found) return;
    setBusy(true);
    try {
      if (await props.submit(toLocationPayload(selected, address))) {
        store?.clear();
        props.onSaved?.();
      }
    } finally {
      setBusy(false);
    }
  };

  const error = failure ? (
    <p id={errorId} ref={errorRef} className="cr-field-error" role="alert">
      {failure.message}
    </p>
  ) : null;

  return (
    <form className="cr-location" onSubmit={onSubmit} noValidate>
      <LocationTree
        tree={tree}
        selected={selected}
        describedBy={failure ? errorId : undefined}
        onToggle={(id) => {
          typed.current = true;
          setSelected((s) => toggleLocation(s, tree, id));
          setFailure(null);
        }}
      />
      {failure && failure.rule !== "noPoint" ? error : null}
      <fieldset>
        <legend>{moduleMessages.locationPointTitle}</legend>
        <AddressPicker
          value={address}
          onChange={(next) => {
            typed.current = true;
            setAddress(next);
            setFailure(null);
          }}
          adapters={props.mapAdapters}
          cities={cities}
          startCity={cityOfChoice(cities, props.enumerations, selected)}
          {...props.pickerProps}
        />
      </fieldset>
      {failure?.rule === "noPoint" ? error : null}
      <button type="submit" className="cr-button cr-button--primary" disabled={busy} aria-busy={busy}>
        {busy ? moduleMessages.saving : moduleMessages.save}
      </button>
    </form>
  );
}

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === "number") : [];
}

/** The location of a kept draft (`{ enumerations, address_object }`), or null when there is none. */
function draftLocation(
  draft: Readonly<Record<string, unknown>> | null | undefined,
): { enumerations: number[]; address_object: unknown } | null {
  if (!draft || !Array.isArray(draft.enumerations)) return null;
  return { enumerations: idsOf(draft.enumerations), address_object: draft.address_object ?? null };
}
