import { type FormEvent, useState } from "react";
import { commonMessages } from "../../../messages/common";
import { requestsMessages } from "../../../messages/requests";
import { activeOptions, statusOptions } from "../../../shared/marketplace/items/serviceItem";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { Button } from "../../../shared/ui/Button";
import { ErrorView } from "../../../shared/ui/ListState";
import { Modal } from "../../../shared/ui/Modal";

const m = requestsMessages;

/** The chosen filter. */
export interface RequestFilterValue {
  ceremony: number[];
  status: number | undefined;
}

/** The filter options: ceremonies (active, by priority) and request statuses, from the initial data's enumerations. */
export function useFilterOptions() {
  const { initialData, constants } = useMarketplaceCalls();
  const ceremonies = activeOptions(initialData.enumerations, constants.ceremony_enumeration_id);
  const statuses = statusOptions(initialData.enumerations, constants.request_status_enumeration_id);
  return { ceremonies, statuses, failed: ceremonies.length === 0 || statuses.length === 0 };
}

/** The filter screen (`?filterBox=1`): ceremony multi-choice and status single choice; submit applies both. */
export function RequestFilter({
  value,
  onSubmit,
  onClose,
  onRetryOptions,
}: {
  value: RequestFilterValue;
  onSubmit: (value: RequestFilterValue) => void;
  onClose: () => void;
  /** Reloads the initial data the options come from. */
  onRetryOptions: () => void;
}) {
  const { ceremonies, statuses, failed } = useFilterOptions();
  const [ceremony, setCeremony] = useState<number[]>(value.ceremony);
  const [status, setStatus] = useState<number | undefined>(value.status);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ceremony, status });
  };
  return (
    <Modal open onClose={onClose} title={m.filterTitle} deferBody>
      {failed ? (
        <ErrorView text={m.fieldsFailed} onRetry={onRetryOptions} />
      ) : (
        <form className="stack" onSubmit={submit}>
          <fieldset className="chips">
            <legend className="section-title">{m.ceremonies}</legend>
            {ceremonies.map((c) => {
              const on = ceremony.includes(c.id);
              return (
                <label key={c.id} className={on ? "chip active" : "chip"}>
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={on}
                    onChange={() =>
                      setCeremony(on ? ceremony.filter((id) => id !== c.id) : [...ceremony, c.id])
                    }
                  />
                  {c.title}
                </label>
              );
            })}
          </fieldset>
          <fieldset className="chips">
            <legend className="section-title">{m.status}</legend>
            {[{ value: undefined, title: m.anyStatus }, ...statuses].map((s) => (
              <label key={s.value ?? "any"} className={status === s.value ? "chip active" : "chip"}>
                <input
                  type="radio"
                  name="status"
                  className="sr-only"
                  checked={status === s.value}
                  onChange={() => setStatus(s.value)}
                />
                {s.title}
              </label>
            ))}
          </fieldset>
          <div className="row-gap">
            <Button type="submit">{m.applyFilter}</Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setCeremony([]);
                setStatus(undefined);
              }}
            >
              {m.clearFilter}
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              {commonMessages.cancel}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
