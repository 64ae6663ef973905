import { isApiError, keyedFieldErrorsOf } from "@ceremony/api-client";
import { SubmitRefusedError } from "@ceremony/form-runtime";

/** A failed submit as the form engine takes it: a refusal naming form fields by key, else the error itself. */
export function submitRefusalOf(error: unknown): unknown {
  const fields = isApiError(error) ? keyedFieldErrorsOf(error) : [];
  return fields.length > 0 && error instanceof Error
    ? new SubmitRefusedError(error.message, fields, { cause: error })
    : error;
}
