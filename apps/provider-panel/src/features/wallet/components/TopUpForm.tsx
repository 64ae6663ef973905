import { toPersianDigits } from "@ceremony/persian-text";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { moneyMessages } from "../../../messages/money";
import { walletMessages } from "../../../messages/wallet";
import { configQuery } from "../../../shared/api/configQuery";
import { errorMessage } from "../../../shared/api/errors";
import { loadDraft, saveDraft, tabStorage } from "../../../shared/drafts/formDrafts";
import { formatNumber, formatToman, numberToWords } from "../../../shared/format/money";
import { useBehindOverlay } from "../../../shared/routing/useBehindOverlay";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { Modal } from "../../../shared/ui/Modal";
import { TextField } from "../../../shared/ui/TextField";
import { amountError } from "../../../shared/validation/passwordRules";
import { depositLink } from "../api/depositLink";
import {
  AMOUNT_REFUSAL_MESSAGE,
  type AmountRefusal,
  amountRefusal,
  DEFAULT_TOP_UP,
  sanitizeAmountInput,
  stepAmount,
  TOP_UP_PRESETS,
} from "../topUp";
import type { WalletSearch } from "../walletSearch";

/**
 * The amount being topped up, kept for the tab: back from the gateway's page (or a reload) the provider finds the
 * amount they chose, not the default in its place.
 */
function readAmount(): string {
  const saved = loadDraft("top-up", { amount: "" }, tabStorage()).amount;
  return /^\d+$/.test(saved) ? saved : String(DEFAULT_TOP_UP);
}

/** Props of {@link TopUpForm}: the route's search (the gateway sheet), how to change it, and the way out to pay. */
export interface TopUpFormProps {
  search: WalletSearch;
  onSearch: (next: WalletSearch, options?: { replace?: boolean }) => void;
  redirect?: (url: string) => void;
}

/**
 * Top-up: presets, a ±1000 stepper, the amount rules, a gateway chooser, then the payment link. The open gateway
 * sheet is in the address (`?pay=1`), so the phone's back closes it.
 */
export function TopUpForm({
  search,
  onSearch,
  redirect = (url: string) => window.location.assign(url),
}: TopUpFormProps) {
  const { initialDataCache, client } = useServices();
  const config = useQuery(configQuery({ client, initialDataCache }));
  const gateways = (config.data?.gateways ?? []).filter((g) => g.status_id === 1);
  const [amount, setAmountState] = useState(readAmount);
  const setAmount = (next: string) => {
    setAmountState(next);
    saveDraft("top-up", { amount: next }, tabStorage());
  };
  const [touched, setTouched] = useState(false);
  // A refused input keeps the amount before it, with the reason beside the field.
  const [refused, setRefused] = useState<AmountRefusal | null>(null);
  const choose = (next: number) => {
    setRefused(null);
    setAmount(String(next));
  };
  const behind = useBehindOverlay(search, "pay", onSearch);
  const w = walletMessages;
  const error = amountError(amount);
  // An address with the sheet open and an amount that cannot be paid (a reload after clearing it) shows the form.
  const choosing = behind.overlay === 1 && !error;
  const setChoosing = (open: boolean) =>
    behind.onSearch({ ...search, pay: open ? 1 : undefined }, open ? undefined : { replace: true });
  const value = Number(amount || "0");

  const deposit = useMutation({
    // Said inside the gateway sheet: a toast would be drawn under it.
    meta: { inlineError: true },
    mutationFn: (payline: number) => depositLink(client, value, payline),
    onSuccess: (link) => redirect(link),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!error) setChoosing(true);
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <fieldset className="chips">
        <legend className="sr-only">{w.presets}</legend>
        {TOP_UP_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={`chip${value === p ? " active" : ""}`}
            aria-pressed={value === p}
            onClick={() => choose(p)}
          >
            {formatToman(p)}
          </button>
        ))}
      </fieldset>
      <div className="stepper">
        <button
          type="button"
          className="icon-button"
          aria-label={w.increase}
          onClick={() => choose(stepAmount(value, 1))}
        >
          +
        </button>
        <TextField
          label={w.amount}
          value={amount ? formatNumber(value) : ""}
          onChange={(v) => {
            const refusal = amountRefusal(v);
            setRefused(refusal ?? null);
            if (!refusal) setAmount(sanitizeAmountInput(v));
          }}
          error={
            refused
              ? w[AMOUNT_REFUSAL_MESSAGE[refused]]
              : touched || amount === "" || value === 0
                ? error
                : undefined
          }
          hint={value > 0 ? `${numberToWords(value)} ${moneyMessages.toman}` : undefined}
          inputMode="numeric"
          name="amount"
          ltr
        />
        <button
          type="button"
          className="icon-button"
          aria-label={w.decrease}
          onClick={() => choose(stepAmount(value, -1))}
        >
          −
        </button>
      </div>
      <Button type="submit">{w.pay}</Button>
      <Modal
        open={choosing}
        onClose={() => {
          setChoosing(false);
          deposit.reset();
        }}
        title={w.chooseGateway}
        closeDisabled={deposit.isPending}
      >
        {gateways.length === 0 ? (
          <p>{w.noGateway}</p>
        ) : (
          <ul className="menu-list">
            {gateways.map((g) => (
              <li key={g.id}>
                <Button
                  variant="secondary"
                  className="block"
                  loading={deposit.isPending && deposit.variables === g.id}
                  disabled={deposit.isPending}
                  onClick={() => deposit.mutate(g.id)}
                >
                  {g.title} — {toPersianDigits(formatNumber(value))} {moneyMessages.toman}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {deposit.isError ? (
          <p className="field-error" role="alert">
            {errorMessage(deposit.error)}
          </p>
        ) : null}
      </Modal>
    </form>
  );
}
