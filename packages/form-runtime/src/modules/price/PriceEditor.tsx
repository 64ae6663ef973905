import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useModuleMessages } from "../../react/useModuleMessages";
import type { PriceServiceEntry } from "../core/types";
import { Modal } from "../react/Modal";
import {
  EMPTY_ROW,
  emptyPriceIds,
  type PriceMode,
  type PriceRowValue,
  rowFromEntry,
  toServicePrices,
  withPriceForAll,
} from "./core/priceRules";
import { PriceInput } from "./PriceInput";
import "../modules.css";

/** A ceremony service priced by the editor (one row each). */
export interface CeremonyService {
  id: number;
  title: string;
}

/** Props of {@link PriceEditor}. */
export interface PriceEditorProps {
  mode: PriceMode;
  services: readonly CeremonyService[];
  /** Stored `service_price.services`, matched to rows by `service_id`. */
  initial?: readonly PriceServiceEntry[];
  /** Receives `service_price.services` after each typed change (to keep a draft), not on the first render. */
  onChange?: (services: PriceServiceEntry[]) => void;
  /** Receives `service_price.services`; the button stays busy until it settles. */
  onSave: (services: PriceServiceEntry[]) => Promise<unknown> | undefined;
}

/**
 * Per-ceremony prices and guest counts. PLACE forms edit maxima, other forms minima; HOZE forms only
 * see the long-term note and a continue button that saves an empty list (so the flow can mark the step done). Amounts are
 * digits only, below 1,000,000,000. A price not typed yet stays empty; saving with empty prices first asks whether they
 * are free (they are then saved as 0, the spec's empty value), so a service is never published free by accident.
 */
export function PriceEditor({ mode, services, initial = [], onChange, onSave }: PriceEditorProps) {
  const moduleMessages = useModuleMessages();
  const titleId = useId();
  const priceInputId = (serviceId: number) => `${titleId}-price-${serviceId}`;
  const [rows, setRows] = useState<Record<number, PriceRowValue>>(() =>
    Object.fromEntries(
      services.map((s) => [
        s.id,
        rowFromEntry(
          initial.find((e) => e.service_id === s.id),
          mode,
        ),
      ]),
    ),
  );
  const [busy, setBusy] = useState(false);
  const [sameForAll, setSameForAll] = useState<number | null>(null);
  /** Services whose empty price waits for the provider's answer before saving. */
  const [confirmEmpty, setConfirmEmpty] = useState<number[] | null>(null);
  const focusAfterClose = useRef<number | null>(null);
  useEffect(() => {
    // Runs after the dialog's unmount gave focus back to the save button: move it on to the first empty price.
    if (confirmEmpty !== null || focusAfterClose.current === null) return;
    document.getElementById(priceInputId(focusAfterClose.current))?.focus();
    focusAfterClose.current = null;
  });

  const save = async (list: PriceServiceEntry[]) => {
    setBusy(true);
    try {
      await onSave(list);
    } finally {
      setBusy(false);
    }
  };

  if (mode === "longTerm") {
    // Nothing to price, but the step must still be marked done: continuing saves an empty service list.
    return (
      <div className="cr-price">
        <p className="cr-module-note cr-price-note" role="note">
          {moduleMessages.priceLongTermNote}
        </p>
        <button
          type="button"
          className="cr-button cr-button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => save([])}
        >
          {busy ? moduleMessages.saving : moduleMessages.priceContinue}
        </button>
      </div>
    );
  }
  const priceHeader =
    mode === "maximum" ? moduleMessages.priceHeaderMaximumPrice : moduleMessages.priceHeaderMinimumPrice;
  const guestHeader =
    mode === "maximum" ? moduleMessages.priceHeaderMaximumGuest : moduleMessages.priceHeaderMinimumGuest;

  const listOf = (values: Record<number, PriceRowValue>, empty: "zero" | "omit") =>
    toServicePrices(
      services.map((s) => ({ serviceId: s.id, ...(values[s.id] ?? EMPTY_ROW) })),
      mode,
      empty,
    );

  const change = (next: Record<number, PriceRowValue>) => {
    setRows(next);
    // The draft keeps empty values empty, so a reload does not turn them into free services.
    onChange?.(listOf(next, "omit"));
  };

  const update = (id: number, patch: Partial<PriceRowValue>) =>
    change({ ...rows, [id]: { ...EMPTY_ROW, ...rows[id], ...patch } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = emptyPriceIds(services, rows);
    if (empty.length > 0) {
      setConfirmEmpty(empty);
      return;
    }
    await save(listOf(rows, "zero"));
  };

  if (services.length === 0) return <p className="cr-module-note">{moduleMessages.priceNoServices}</p>;

  return (
    <form className="cr-price" dir="rtl" onSubmit={submit} aria-labelledby={titleId} noValidate>
      {services.length > 1 ? (
        <div className="cr-price__same">
          <span className="cr-price__same-label" aria-hidden="true">
            {moduleMessages.priceSameForAllLabel}
          </span>
          <PriceInput
            label={moduleMessages.priceSameForAllLabel}
            value={sameForAll}
            onChange={setSameForAll}
          />
          <button
            type="button"
            className="cr-button"
            disabled={sameForAll === null}
            onClick={() => sameForAll !== null && change(withPriceForAll(services, rows, sameForAll))}
          >
            {moduleMessages.priceSameForAllApply}
          </button>
        </div>
      ) : null}
      <table className="cr-price__table">
        <caption id={titleId} className="fr-visually-hidden">
          {priceHeader}
        </caption>
        <thead>
          <tr>
            <th scope="col">{moduleMessages.priceHeaderCeremony}</th>
            <th scope="col">{priceHeader}</th>
            <th scope="col">{guestHeader}</th>
          </tr>
        </thead>
        <tbody>
          {services.map((service) => {
            const row = rows[service.id] ?? EMPTY_ROW;
            return (
              <tr key={service.id}>
                <th scope="row">{service.title}</th>
                <td>
                  <PriceInput
                    id={priceInputId(service.id)}
                    label={`${priceHeader} ${service.title}`}
                    value={row.price}
                    showAmountHint
                    onChange={(price) => update(service.id, { price })}
                  />
                </td>
                <td>
                  <PriceInput
                    label={`${guestHeader} ${service.title}`}
                    value={row.guest}
                    onChange={(guest) => update(service.id, { guest })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="submit" className="cr-button cr-button--primary" disabled={busy} aria-busy={busy}>
        {busy ? moduleMessages.saving : moduleMessages.save}
      </button>
      {confirmEmpty ? (
        <Modal
          title={moduleMessages.priceEmptyConfirmTitle}
          closeLabel={moduleMessages.pickerClose}
          onClose={() => setConfirmEmpty(null)}
        >
          <p className="cr-module-note">
            {moduleMessages.priceEmptyConfirmText(
              services
                .filter((s) => confirmEmpty.includes(s.id))
                .map((s) => s.title)
                .join("، "),
            )}
          </p>
          <div className="cr-actions">
            <button
              type="button"
              className="cr-button cr-button--primary"
              onClick={() => {
                setConfirmEmpty(null);
                void save(listOf(rows, "zero"));
              }}
            >
              {moduleMessages.priceEmptyConfirmFree}
            </button>
            <button
              type="button"
              className="cr-button"
              onClick={() => {
                focusAfterClose.current = confirmEmpty[0] ?? null;
                setConfirmEmpty(null);
              }}
            >
              {moduleMessages.priceEmptyConfirmBack}
            </button>
          </div>
        </Modal>
      ) : null}
    </form>
  );
}
