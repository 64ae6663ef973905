import type { ErrorCode } from "./validate";

/** How a submit ended: the form's own checks stopped it, the server refused named fields, it failed, or it went in. */
export type SubmitOutcome = "invalid" | "refused" | "failed" | "accepted";

/**
 * What the form engine reports to an `onEvent` adapter, so a team can see where providers get stuck. Values typed by
 * the provider never travel in an event: only keys, kinds and counts.
 */
export type FormEvent =
  | {
      /** A field shows an error after a submit (its own check, or SERVER when the server refused it). */
      readonly type: "fieldErrorShown";
      readonly formId: number | string | null;
      readonly key: string;
      readonly kind: ErrorCode;
    }
  | {
      readonly type: "submitResult";
      readonly formId: number | string | null;
      readonly mode: "create" | "edit";
      readonly outcome: SubmitOutcome;
      /** Fields with an error after this submit (0 when accepted or failed without naming fields). */
      readonly errorCount: number;
    }
  | {
      /** A file did not reach the server (a cancel is not a failure). */
      readonly type: "uploadFailed";
      readonly key: string;
      readonly folder: string;
    };

/** The optional analytics adapter: called synchronously with each event; nothing is reported without it. */
export type FormEventHandler = (event: FormEvent) => void;
