import type { HeldValue } from "../core/conversions";
import type { ErrorStore } from "../core/errorStore";
import type { ErrorCode } from "../core/validate";
import { isVendorOn } from "../core/validate";
import type { FieldValues } from "./fieldValues";

/** What one field renders from: its value, its error code, and whether the vendor rule makes it required. */
export interface FieldState {
  readonly value: HeldValue;
  readonly code: ErrorCode | null;
  readonly vendorOn: boolean;
}

/** A `useSyncExternalStore` source for one field. */
export interface FieldSource {
  subscribe(listener: () => void): () => void;
  /** The field's state; the same object while nothing it reads changed. */
  read(): FieldState;
}

/**
 * One subscription per field for its value, its error and (for a vendor-marked field) the vendor field's value,
 * instead of one per concern: a form of thousands of fields mounts with one store subscription, and one React
 * effect pair, per field. Without `withValue` the value is left out (always null here): another component follows it.
 */
export function fieldSource(
  values: FieldValues,
  errors: ErrorStore,
  key: string,
  vendorKey: string | null,
  withValue: boolean,
): FieldSource {
  let last: FieldState | null = null;
  return {
    subscribe(listener) {
      const offValue = withValue ? values.subscribe(key, listener) : null;
      const offError = errors.subscribe(key, listener);
      const offVendor = vendorKey === null ? null : values.subscribe(vendorKey, listener);
      return () => {
        offValue?.();
        offError();
        offVendor?.();
      };
    },
    read() {
      const value = withValue ? values.get(key) : null;
      const code = errors.get(key);
      const vendorOn = vendorKey !== null && isVendorOn(values.get(vendorKey));
      if (last !== null && Object.is(last.value, value) && last.code === code && last.vendorOn === vendorOn)
        return last;
      last = { value, code, vendorOn };
      return last;
    },
  };
}
