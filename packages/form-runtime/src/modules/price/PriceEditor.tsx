import { type FormEvent, useId, useState } from "react";
import { useModuleMessages } from "../../react/useMessages";
import type { PriceServiceEntry } from "../core/types";
import { type PriceMode, type PriceRowValue, rowFromEntry, toServicePrices } from "./core/priceRules";
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
 * see the long-term note and a continue button that saves an empty list (so the flow can mark the step done). Amounts are digits only, below 1,000,000,000, 0 when empty.
 */
export function PriceEditor({ mode, services, initial = [], onChange, onSave }: PriceEditorProps) {
  const moduleMessages = useModuleMessages();
  const titleId = useId();
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

  const listOf = (values: Record<number, PriceRowValue>) =>
    toServicePrices(
      services.map((s) => ({ serviceId: s.id, ...(values[s.id] ?? { price: 0, guest: 0 }) })),
      mode,
    );

  const update = (id: number, patch: Partial<PriceRowValue>) => {
    const next = { ...rows, [id]: { price: 0, guest: 0, ...rows[id], ...patch } };
    setRows(next);
    onChange?.(listOf(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(listOf(rows));
  };

  if (services.length === 0) return <p className="cr-module-note">{moduleMessages.priceNoServices}</p>;

  return (
    <form className="cr-price" dir="rtl" onSubmit={submit} aria-labelledby={titleId} noValidate>
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
            const row = rows[service.id] ?? { price: 0, guest: 0 };
            return (
              <tr key={service.id}>
                <th scope="row">{service.title}</th>
                <td>
                  <PriceInput
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
    </form>
  );
}
