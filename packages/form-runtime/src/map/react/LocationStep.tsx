import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import type { Enumeration } from "../../core/types";
import type { ModuleAdapters } from "../../modules/core/adapters";
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
import { useModuleMessages } from "../../react/useMessages";
import { readAddressValue } from "../core/addressRules";
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
  const loaded = props.fields.location;
  const [selected, setSelected] = useState<number[]>(() =>
    Array.isArray(loaded?.enumerations) ? loaded.enumerations.filter((id) => typeof id === "number") : [],
  );
  const [address, setAddress] = useState<AddressValue | null>(() => readAddressValue(loaded?.address_object));
  const [failure, setFailure] = useState<LocationFailure | null>(null);
  const [busy, setBusy] = useState(false);

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
      if (await props.submit(toLocationPayload(selected, address))) props.onSaved?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cr-location" onSubmit={onSubmit} noValidate>
      <LocationTree
        tree={tree}
        selected={selected}
        describedBy={failure ? errorId : undefined}
        onToggle={(id) => {
          setSelected((s) => toggleLocation(s, tree, id));
          setFailure(null);
        }}
      />
      <fieldset>
        <legend>{moduleMessages.locationPointTitle}</legend>
        <AddressPicker
          value={address}
          onChange={(next) => {
            setAddress(next);
            setFailure(null);
          }}
          adapters={props.mapAdapters}
          cities={cities}
          {...props.pickerProps}
        />
      </fieldset>
      {failure ? (
        <p id={errorId} className="cr-field-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      <button type="submit" className="cr-button cr-button--primary" disabled={busy} aria-busy={busy}>
        {busy ? moduleMessages.saving : moduleMessages.save}
      </button>
    </form>
  );
}
