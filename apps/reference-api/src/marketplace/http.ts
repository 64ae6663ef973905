import { ErrorCode, httpError } from "../http/errors";
import { marketplaceMessages } from "../messages";
import type { FieldError } from "./content/validateFields";
import { type Form, formById } from "./initial/forms";

/** 400 for business-rule failures: the first Persian message, every failure in details. */
export function invalidFields(errors: FieldError[]): never {
  throw httpError(400, errors[0]?.message ?? marketplaceMessages.fieldValue, ErrorCode.business, errors);
}

/**
 * 400 for a refused create or edit of form content: as {@link invalidFields}, and the failing fields by element key
 * in `errors` (one per key, the first failure), so the form shows each message under its field.
 */
export function refusedContentFields(errors: FieldError[]): never {
  const refusal = httpError(
    400,
    errors[0]?.message ?? marketplaceMessages.fieldValue,
    ErrorCode.business,
    errors,
  );
  const byKey = new Map<string, string>();
  for (const { path, message } of errors) if (!byKey.has(path)) byKey.set(path, message);
  refusal.body.errors = [...byKey].map(([key, message]) => ({ key, message }));
  throw refusal;
}

/** 400 with one Persian message. */
export function badRequest(message: string): never {
  throw httpError(400, message, ErrorCode.business);
}

/** 404 with a Persian message. */
export function notFound(message: string): never {
  throw httpError(404, message, ErrorCode.notFound);
}

/** 403 with a Persian message. */
export function forbidden(message: string): never {
  throw httpError(403, message, ErrorCode.profileForbidden);
}

/** The form of a form_id, or 404 with `marketplaceMessages.formMissing`. */
export function requireForm(formId: number): Form {
  return formById(formId) ?? notFound(marketplaceMessages.formMissing);
}
