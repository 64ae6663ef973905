import { toPersianDigits } from "@ceremony/persian-text";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Modal } from "../../modules/react/Modal";
import { useModuleMessages } from "../../react/useModuleMessages";
import {
  ADDRESS_MAX_LENGTH,
  type AddressDetailErrors,
  type AddressDetailInput,
  buildAddress,
  validateAddressDetail,
} from "../core/addressRules";
import type { AddressValue, LatLng, PointLookupResult } from "../core/types";

/** Props of {@link AddressDetailForm}. */
export interface AddressDetailFormProps {
  point: LatLng;
  lookup: PointLookupResult;
  /** Pre-fills name, number and unit when editing an address. */
  previous: AddressValue | null;
  /** What was typed before going back to the map: it wins over `previous`, so going back loses nothing. */
  draft?: AddressDetailDraft | null;
  /** Receives every edit, for {@link AddressDetailFormProps.draft}. */
  onDraft?: (draft: AddressDetailDraft) => void;
  onBack: () => void;
  onClose: () => void;
  onSubmit: (address: AddressValue) => void;
  /** Errors of a refused save, by field (shown and focused; everything typed stays). */
  serverErrors?: AddressDetailErrors | null;
  /** A save is in flight: the submit button waits. */
  saving?: boolean;
}

const FIELDS = ["name", "address", "number", "unit"] as const;

/** Focuses and scrolls to the first field `found` names (ids `${baseId}-${field}`); false when it names none. */
function focusFirstField(form: HTMLFormElement | null, baseId: string, found: AddressDetailErrors): boolean {
  const first = FIELDS.find((f) => found[f]);
  if (!first) return false;
  const control = form?.ownerDocument.getElementById(`${baseId}-${first}`);
  control?.focus();
  control?.scrollIntoView?.({ block: "center" });
  return true;
}

/** The typed detail, with the looked-up address it was started from (a new point brings its own address). */
export interface AddressDetailDraft {
  readonly input: AddressDetailInput;
  readonly lookedUp: string;
}

/** The address detail modal (`detailTitle`): name, address, number, unit and the postal code when the lookup has one. */
export function AddressDetailForm({
  point,
  lookup,
  previous,
  draft,
  onDraft,
  onBack,
  onClose,
  onSubmit,
  serverErrors,
  saving = false,
}: AddressDetailFormProps) {
  const moduleMessages = useModuleMessages();
  const baseId = useId();
  const form = useRef<HTMLFormElement>(null);
  const lookedUp = lookup.formatted_address ?? "";
  const [input, setInput] = useState<AddressDetailInput>(() =>
    draft
      ? { ...draft.input, address: draft.lookedUp === lookedUp ? draft.input.address : lookedUp }
      : {
          name: previous?.name ?? "",
          address: lookedUp,
          number: previous ? String(previous.number) : "",
          unit: previous?.unit != null ? String(previous.unit) : "",
        },
  );
  const [errors, setErrors] = useState<AddressDetailErrors>({});
  const postal =
    typeof lookup.postal_code === "string" && lookup.postal_code !== "" ? lookup.postal_code : null;

  const labels: Record<(typeof FIELDS)[number], string> = {
    name: moduleMessages.detailName,
    address: moduleMessages.detailAddress,
    number: moduleMessages.detailNumber,
    unit: moduleMessages.detailUnit,
  };

  const focusFirst = (found: AddressDetailErrors) => focusFirstField(form.current, baseId, found);
  // A refused save names its fields: show them where they are typed and go to the first.
  useEffect(() => {
    if (!serverErrors) return;
    setErrors(serverErrors);
    focusFirstField(form.current, baseId, serverErrors);
  }, [serverErrors, baseId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The picker may sit inside another form (a server form, the location step): its submit must not fire.
    event.stopPropagation();
    if (saving) return;
    const found = validateAddressDetail(input, moduleMessages);
    setErrors(found);
    if (focusFirst(found)) return;
    onSubmit(buildAddress(input, point, lookup));
  };

  return (
    <Modal
      title={moduleMessages.detailTitle}
      onClose={onClose}
      closeLabel={moduleMessages.pickerClose}
      className="cr-detail"
      headerStart={
        <button
          type="button"
          className="cr-icon-button cr-back"
          aria-label={moduleMessages.detailBack}
          onClick={onBack}
        >
          <span aria-hidden="true">→</span>
        </button>
      }
    >
      <form ref={form} className="cr-detail__form" onSubmit={submit} noValidate>
        {FIELDS.map((field) => {
          const id = `${baseId}-${field}`;
          const error = errors[field];
          const max = field === "name" || field === "address" ? ADDRESS_MAX_LENGTH[field] : undefined;
          // At its length the field stops taking characters (a paste is cut): say so under it.
          const full = max !== undefined && !error && input[field].length >= max;
          const noteId = error ? `${id}-error` : full ? `${id}-max` : undefined;
          const common = {
            id,
            className: "cr-input",
            value: input[field],
            maxLength: max,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": noteId,
            "aria-required": field === "unit" ? undefined : true,
            ...(field === "name" ? { "data-autofocus": true } : {}),
          };
          const change = (text: string) => {
            const next = { ...input, [field]: text };
            setInput(next);
            onDraft?.({ input: next, lookedUp });
            setErrors((e) => ({ ...e, [field]: undefined }));
          };
          return (
            <div key={field} className="cr-detail__field">
              {/* The mark sits beside the label, so the field's name stays the label alone (aria-required says it). */}
              <span className="cr-detail__label">
                <label htmlFor={id}>{labels[field]}</label>
                {field === "unit" ? null : (
                  <span className="cr-required" aria-hidden="true">
                    {" *"}
                  </span>
                )}
              </span>
              {field === "address" ? (
                <textarea {...common} rows={3} onChange={(e) => change(e.target.value)} />
              ) : (
                <input
                  {...common}
                  type="text"
                  inputMode={field === "name" ? "text" : "numeric"}
                  dir={field === "name" ? undefined : "ltr"}
                  autoComplete="off"
                  onChange={(e) => change(e.target.value)}
                />
              )}
              {error ? (
                <span id={`${id}-error`} className="cr-field-error" role="alert">
                  {error}
                </span>
              ) : full ? (
                <span id={`${id}-max`} className="cr-field-note" role="status">
                  {moduleMessages.detailMaxLength(toPersianDigits(String(max)))}
                </span>
              ) : null}
            </div>
          );
        })}
        {postal ? (
          <p className="cr-detail__postal">
            {moduleMessages.detailPostalCode}: <bdi dir="ltr">{toPersianDigits(postal)}</bdi>
          </p>
        ) : null}
        <button type="submit" className="cr-button cr-button--primary" aria-busy={saving || undefined}>
          {saving ? moduleMessages.detailSaving : moduleMessages.detailSubmit}
        </button>
      </form>
    </Modal>
  );
}
