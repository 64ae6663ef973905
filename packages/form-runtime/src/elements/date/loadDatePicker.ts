import { lazyChunk } from "../../core/lazyChunk";

/**
 * The date picker (dialog and month grid) in its own chunk: forms without a date never load it, and the engine's
 * entry stays small.
 */
export const datePickerChunk = lazyChunk(() => import("./DatePickerDialog").then((m) => m.DatePickerDialog));
