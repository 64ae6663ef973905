import { lazyChunk } from "../../core/lazyChunk";

/**
 * The uploads (progress, cancel, the file list) in their own chunk: forms without a file field never load them, and
 * the engine's entry stays small.
 */
export const uploadsChunk = lazyChunk(() => import("./Uploads").then((m) => m.Uploads));
