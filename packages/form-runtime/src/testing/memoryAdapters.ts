import type { ContentPayload, FormAdapters, SubmitRequest, SubmitResult } from "../core/adapters";
import type { Enumeration, ValidationRule } from "../core/types";

/** Options of {@link createMemoryAdapters}. */
export interface MemoryAdaptersOptions {
  /** Element lists `loadForm` answers, by form id. */
  readonly forms?: Readonly<Record<string, unknown>>;
  /** Saved content `loadContent` answers, by content id. */
  readonly contents?: Readonly<Record<string, ContentPayload>>;
  readonly enumerations?: readonly Enumeration[];
  readonly validations?: readonly ValidationRule[];
  /** What a successful submit answers; default a Persian success message. */
  readonly submitResult?: SubmitResult;
  /** A server message every submit is refused with (the request is still recorded). */
  readonly refuseWith?: string;
}

/** A device storage held in memory; `entries` shows what the form kept. */
export interface MemoryStorage {
  readonly entries: Map<string, string>;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Form adapters that answer from memory and record what the form sent. */
export interface MemoryAdapters extends FormAdapters {
  /** Every submit request, in order (refused ones included). */
  readonly submitted: SubmitRequest[];
  /** Every uploaded file's stored path, in order. */
  readonly uploaded: string[];
  readonly storage: MemoryStorage;
}

/**
 * Adapters for an adopter's tests and stories: forms, content, enumerations and validations from memory, uploads
 * stored as `folder/name` at once, submits recorded in `submitted`, drafts kept in `storage` (never localStorage).
 */
export function createMemoryAdapters(options: MemoryAdaptersOptions = {}): MemoryAdapters {
  const submitted: SubmitRequest[] = [];
  const uploaded: string[] = [];
  const entries = new Map<string, string>();
  const storage: MemoryStorage = {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
  return {
    submitted,
    uploaded,
    storage,
    loadForm: async (formId) => {
      const form = options.forms?.[String(formId)];
      if (form === undefined) throw new Error(`فرم ${String(formId)} یافت نشد`);
      return form;
    },
    loadContent: async ({ contentId }) => options.contents?.[String(contentId)] ?? {},
    loadEnumerations: async () => [...(options.enumerations ?? [])],
    loadValidations: async () => [...(options.validations ?? [])],
    upload: async (file, { folder, signal, onProgress }) => {
      if (signal.aborted) throw new DOMException("Upload cancelled", "AbortError");
      onProgress(1);
      const path = `${folder}/${file.name}`;
      uploaded.push(path);
      return path;
    },
    submit: async (request) => {
      submitted.push(request);
      if (options.refuseWith !== undefined) throw new Error(options.refuseWith);
      return options.submitResult ?? { message: "اطلاعات با موفقیت ثبت شد" };
    },
  };
}
