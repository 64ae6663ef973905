import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Modal } from "../../modules/react/Modal";
import { useModuleMessages } from "../../react/useModuleMessages";
import type { AddressDetailErrors, AddressSaveOutcome } from "../core/addressRules";
import { nearestCity } from "../core/cities";
import { canConfirm } from "../core/pickerReducer";
import { type AddressValue, type CityEntry, MAP_DEFAULTS, type MapAdapters } from "../core/types";
import type { PickerMapHandle } from "../ol/createPickerMap";
import { type AddressDetailDraft, AddressDetailForm } from "./AddressDetailForm";
import { OlPickerMap } from "./OlPickerMap";
import type { PickerMapComponent } from "./PickerMap";
import { PickerSearch } from "./PickerSearch";
import { type PickerTimings, usePicker } from "./usePicker";
import "../map.css";

/** Props of {@link AddressPicker}. */
export interface AddressPickerProps {
  value: AddressValue | null;
  /** Receives the confirmed address, or null when the user removes it. */
  onChange: (value: AddressValue | null) => void;
  /**
   * Saves a confirmed address before `onChange` receives it (a screen that stores it at once). The detail dialog
   * stays open, with everything typed, until the promise resolves without `fieldErrors`; a rejection or named
   * fields keep it open (the fields shown and focused).
   */
  onSave?: (value: AddressValue) => Promise<AddressSaveOutcome | undefined>;
  adapters: MapAdapters;
  /** Cities of the selector (enumerations with `setting.city`), also drawn on the offline base. */
  cities?: readonly CityEntry[];
  /** Where a new address starts (the city the form chose); without it, the default city. */
  startCity?: CityEntry | null;
  /** id and description ids for the open button when the picker is a form field. */
  controlId?: string;
  describedBy?: string;
  disabled?: boolean;
  /** Replaces the OpenLayers map (tests in jsdom, other map engines). */
  MapComponent?: PickerMapComponent;
  /** Test hook: the live map handle. */
  onMapReady?: (handle: PickerMapHandle) => void;
  /** Shorter delays for tests; defaults are the spec's 2 s search delay and 3 s GPS error. */
  timings?: Partial<PickerTimings>;
  /** Opens the picker modal at once (stories). */
  defaultOpen?: boolean;
}

/**
 * Address picker: shows the chosen address with change and remove buttons; the modal (`pickerTitle`)
 * has a search with a city selector, a map with a fixed centre marker, locate-me, the address of the
 * centre and a confirm button enabled only inside the service area, then the detail form.
 */
export function AddressPicker(props: AddressPickerProps) {
  const moduleMessages = useModuleMessages();
  const { value, onChange, adapters, cities = [], disabled = false } = props;
  const timings = useMemo<PickerTimings>(
    () => ({
      searchDelayMs: props.timings?.searchDelayMs ?? MAP_DEFAULTS.searchDelayMs,
      gpsErrorMs: props.timings?.gpsErrorMs ?? MAP_DEFAULTS.gpsErrorMs,
    }),
    [props.timings?.searchDelayMs, props.timings?.gpsErrorMs],
  );
  const [cityId, setCityId] = useState(() => {
    const city = cities.find((c) => c.title === moduleMessages.pickerDefaultCity) ?? cities[0];
    return city ? String(city.id) : "";
  });
  // After locate-me (or a search result) the selector names the city the map now shows, not the one chosen before.
  const picker = usePicker(adapters, value, timings, props.defaultOpen ?? false, (position) =>
    setCityId(String(nearestCity(cities, position)?.id ?? "")),
  );
  const { state, dispatch } = picker;
  const summaryId = useId();
  const MapComponent = props.MapComponent ?? OlPickerMap;
  // What the detail form holds survives going back to the map; it is dropped when the picker closes.
  const detailDraft = useRef<AddressDetailDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<AddressDetailErrors | null>(null);
  // Both dialogs close together, and each hands focus back to what opened it: the detail dialog's opener was inside
  // the map dialog, gone with it, so focus fell to the page. Once both are closed it goes to the picker's own button.
  const openButton = useRef<HTMLButtonElement>(null);
  const [focusBack, setFocusBack] = useState(false);
  useEffect(() => {
    if (!focusBack || state.showModal) return;
    setFocusBack(false);
    openButton.current?.focus();
  }, [focusBack, state.showModal]);
  const closeAll = () => {
    detailDraft.current = null;
    setRefused(null);
    dispatch({ type: "CLOSE_ALL" });
    setFocusBack(true);
  };
  const confirmAddress = async (address: AddressValue) => {
    if (!props.onSave) {
      closeAll();
      onChange(address);
      return;
    }
    setSaving(true);
    setRefused(null);
    try {
      const fieldErrors = (await props.onSave(address))?.fieldErrors;
      if (fieldErrors && Object.values(fieldErrors).some(Boolean)) setRefused(fieldErrors);
      else {
        closeAll();
        onChange(address);
      }
    } catch {
      // The app tells why (its toast); the dialog and what was typed stay for another try.
    } finally {
      setSaving(false);
    }
  };

  const open = () => {
    dispatch({ type: "SET_DEFAULT_VALUE", payload: value });
    // Editing an address starts the map on it, even when the value arrived after the picker mounted.
    if (value) {
      const point = { lat: value.coordinates[1], lng: value.coordinates[0] };
      dispatch({ type: "SET_CENTER_POINT", payload: point });
      setCityId(String(nearestCity(cities, point)?.id ?? ""));
    } else if (props.startCity) {
      const start = props.startCity;
      dispatch({ type: "SET_CENTER_POINT", payload: { lat: start.lat, lng: start.lng } });
      dispatch({
        type: "SET_FLY_TO",
        payload: { lat: start.lat, lng: start.lng, zoom: MAP_DEFAULTS.cityZoom },
      });
      setCityId(String(start.id));
    }
    dispatch({ type: "SET_SHOW_MODAL", payload: true });
  };

  const info = state.pointInfo;
  const confirmable = canConfirm(state);

  return (
    <div className="cr-picker" dir="rtl">
      {value ? (
        <div className="cr-picker__value" id={summaryId}>
          <p className="cr-picker__name">{value.name}</p>
          <p className="cr-picker__address">{value.address}</p>
        </div>
      ) : null}
      <div className="cr-actions cr-picker__actions">
        <button
          ref={openButton}
          type="button"
          id={props.controlId}
          className="cr-button"
          aria-describedby={
            [props.describedBy, value ? summaryId : undefined].filter(Boolean).join(" ") || undefined
          }
          disabled={disabled}
          onClick={open}
        >
          {value ? moduleMessages.pickerChange : moduleMessages.pickerOpen}
        </button>
        {value ? (
          <button
            type="button"
            className="cr-button cr-button--danger"
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            {moduleMessages.pickerRemove}
          </button>
        ) : null}
      </div>

      {state.showModal ? (
        <Modal
          title={moduleMessages.pickerTitle}
          onClose={closeAll}
          closeLabel={moduleMessages.pickerClose}
          className="cr-picker-modal"
        >
          <PickerSearch
            query={picker.query}
            onQuery={picker.setQuery}
            search={state.searchAddress}
            cities={cities}
            cityId={cityId}
            onCity={(city) => {
              setCityId(String(city.id));
              dispatch({
                type: "SET_FLY_TO",
                payload: { lat: city.lat, lng: city.lng, zoom: MAP_DEFAULTS.cityZoom },
              });
            }}
            onResult={(item) => {
              setCityId(
                String(nearestCity(cities, { lat: item.location.x, lng: item.location.y })?.id ?? ""),
              );
              dispatch({
                type: "SET_FLY_TO",
                payload: { lat: item.location.x, lng: item.location.y, zoom: MAP_DEFAULTS.searchResultZoom },
              });
              dispatch({ type: "SET_SHOW_RESULT_BOX", payload: false });
            }}
          />
          <div className="cr-picker__map">
            <MapComponent
              initialCenter={state.centerPoint}
              initialZoom={MAP_DEFAULTS.zoom}
              flyTo={state.flyTo}
              tiles={adapters.tiles ?? null}
              cities={cities}
              label={moduleMessages.pickerMap}
              onMoveStart={picker.onMoveStart}
              onMoveEnd={picker.onMoveEnd}
              onReady={props.onMapReady}
            />
            <span className="cr-picker__marker" aria-hidden="true" />
            <button
              type="button"
              className="cr-button cr-picker__locate"
              onClick={picker.locate}
              disabled={picker.locating}
              aria-busy={picker.locating}
            >
              {picker.locating ? moduleMessages.pickerLocating : moduleMessages.pickerLocate}
            </button>
            {picker.gpsError ? (
              <p className="cr-picker__gps-error" role="alert">
                {picker.gpsError === "denied"
                  ? moduleMessages.pickerGpsDenied
                  : moduleMessages.pickerGpsError}
              </p>
            ) : null}
          </div>
          <p
            className={`cr-picker__line ${info.error || (info.data && !info.inArea) ? "cr-picker__line--error" : ""}`}
            role="status"
            aria-live="polite"
            data-state={
              info.pending
                ? "pending"
                : info.error
                  ? "error"
                  : info.data
                    ? info.inArea
                      ? "inside"
                      : "outside"
                    : "idle"
            }
          >
            {info.pending
              ? moduleMessages.pickerPointPending
              : info.error
                ? moduleMessages.pickerPointError
                : info.data
                  ? info.inArea
                    ? info.data.formatted_address
                    : moduleMessages.pickerPointOutside
                  : moduleMessages.pickerMoveHint}
          </p>
          <button
            type="button"
            className="cr-button cr-button--primary"
            disabled={!confirmable}
            onClick={() => dispatch({ type: "SET_SHOW_DETAIL_FORM", payload: true })}
          >
            {moduleMessages.pickerConfirm}
          </button>
        </Modal>
      ) : null}

      {state.showModal && state.showDetailForm && info.data ? (
        <AddressDetailForm
          point={state.centerPoint}
          lookup={info.data}
          previous={state.defaultValue}
          draft={detailDraft.current}
          onDraft={(draft) => {
            detailDraft.current = draft;
          }}
          onBack={() => dispatch({ type: "SET_SHOW_DETAIL_FORM", payload: false })}
          onClose={closeAll}
          onSubmit={(address) => void confirmAddress(address)}
          serverErrors={refused}
          saving={saving}
        />
      ) : null}
    </div>
  );
}
