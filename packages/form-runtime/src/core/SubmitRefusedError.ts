/** One field a refused submit names: the element key as submitted (`e12_name`) and the server's Persian text. */
export interface RefusedField {
  readonly key: string;
  readonly message: string;
}

/**
 * What a `submit` adapter rejects with when the server refused named fields: the engine shows each message under its
 * field, focuses the first and keeps the submit blocked until that field is edited. `message` is the refusal's text
 * for the toast.
 */
export class SubmitRefusedError extends Error {
  override readonly name = "SubmitRefusedError";
  readonly fieldErrors: readonly RefusedField[];
  constructor(message: string, fieldErrors: readonly RefusedField[], options?: { cause?: unknown }) {
    super(message, options);
    this.fieldErrors = fieldErrors;
  }
}
