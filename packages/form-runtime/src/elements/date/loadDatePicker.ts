import type { DatePickerDialog } from "./DatePickerDialog";

type Picker = typeof DatePickerDialog;

let loaded: Picker | null = null;
let loading: Promise<Picker> | null = null;

/** The picker if its chunk is already here, so a field mounted later opens it without waiting. */
export function loadedDatePicker(): Picker | null {
  return loaded;
}

/**
 * Loads the date picker (dialog and month grid) as its own chunk, once: forms without a date never load it, and the
 * engine's entry stays small. A failed load is forgotten, so the next attempt fetches again.
 */
export function loadDatePicker(): Promise<Picker> {
  loading ??= import("./DatePickerDialog").then(
    (module) => {
      loaded = module.DatePickerDialog;
      return loaded;
    },
    (cause: unknown) => {
      loading = null;
      throw cause;
    },
  );
  return loading;
}
