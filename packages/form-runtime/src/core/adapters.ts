import type { FormEventHandler } from "./formEvents";
import type { Enumeration, ValidationRule } from "./types";

/** Options passed to an upload: report progress, honour cancellation. */
export interface UploadOptions {
  /** Upload folder of the element (`meta_data.file_folder` / `folder`, default 'public'). */
  readonly folder: string;
  /** Aborted when the user cancels or the field unmounts; a cancelled upload must reject and stays silent. */
  readonly signal: AbortSignal;
  /** Fraction 0..1 of the bytes sent. */
  readonly onProgress: (fraction: number) => void;
}

/** Server content for an edit, and the draft awaiting admin review (spec: `data.fields` and `draft`). */
export interface ContentPayload {
  /** Saved fields, keyed `e{id}_{name}` or plain names. */
  readonly fields?: Readonly<Record<string, unknown>> | null;
  /** A draft awaiting review: `draft.content.fields` pre-fills the form. */
  readonly draft?: {
    readonly content?: { readonly fields?: Readonly<Record<string, unknown>> | null } | null;
  } | null;
}

/** What is submitted: create without a content id, edit with one. */
export interface SubmitRequest {
  readonly mode: "create" | "edit";
  readonly formId: number | string | null;
  readonly contentId: number | string | null;
  /** The exact JSON body: field keys, plus `form_id`, plus `id` when editing. */
  readonly body: Readonly<Record<string, unknown>>;
}

/** The server's answer to a submit. */
export interface SubmitResult {
  /** Server message, shown through `onMessage` (the app turns it into a toast). */
  readonly message?: string;
  /** Id of created content, when the server returns one. */
  readonly id?: number | string;
}

/** Minimal Storage used to keep what the user typed on the device. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Everything external the engine needs, given once to `FormRuntimeProvider` (or a `ServerForm`).
 * All members are optional so stories and tests can pass only what they exercise;
 * a missing adapter fails that one action with a clear message, never the whole form.
 */
export interface FormAdapters {
  /** Upload one file, resolve to the stored path (the server's `file[].original`). */
  readonly upload?: (file: File, options: UploadOptions) => Promise<string>;
  /**
   * The names the files had on the device, for stored upload paths (`;`-separated, as `upload` resolved them), so a
   * reopened form lists its files by name rather than by stored hash. Paths it does not know are left out.
   */
  readonly loadUploadNames?: (paths: readonly string[]) => Promise<ReadonlyMap<string, string>>;
  /** The URL of one stored file path (a thumbnail's image); default: the path as is. */
  readonly fileUrl?: (path: string) => string;
  /** Enumerations for the given parent ids (may return more; the engine filters by parent, status and priority). */
  readonly loadEnumerations?: (parentIds: readonly number[]) => Promise<readonly Enumeration[]>;
  /** Regexes for the given `validation_id`s. */
  readonly loadValidations?: (ids: readonly number[]) => Promise<readonly ValidationRule[]>;
  /** Raw element list of a form (decoded by the engine; malformed elements become diagnostics). */
  readonly loadForm?: (formId: number | string) => Promise<unknown>;
  /** Existing content and its draft, for editing. */
  readonly loadContent?: (request: {
    readonly formId: number | string;
    readonly contentId: number | string;
  }) => Promise<ContentPayload>;
  /**
   * Send the form: create or edit. Reject with an Error whose message is the server message; a `SubmitRefusedError`
   * (or any error with `fieldErrors: [{key, message}]`, else `details: [{path, message}]`) shows each message at the
   * field it names, focuses the first and blocks the submit until that field is edited.
   */
  readonly submit?: (request: SubmitRequest) => Promise<SubmitResult>;
  /**
   * Analytics: receives each {@link FormEvent} (a field error shown, a submit's result, a failed upload). Optional:
   * without it nothing is reported. An exception it throws is swallowed (analytics never break the form).
   */
  readonly onEvent?: FormEventHandler;
  /** Where typed values are kept across reloads; default `localStorage` when available. */
  readonly storage?: DraftStorage | null;
  /**
   * The current time in milliseconds since 1970 (like `Date.now`), for "today" and the no-future limit of dates.
   * Give the server's clock (for example `Date.now() + offset` measured from a response's `Date` header) so a
   * wrong device clock cannot allow a future date; default: the device clock.
   */
  readonly now?: () => number;
}
