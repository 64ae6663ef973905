import { LinkRequestStatus } from "@ceremony/api-client/contract";
import { validationMessages } from "../../messages/validation";
import { compact, phoneError } from "../../shared/validation/rules";

/** What a card offers, by side and status (spec §4: the recipient accepts or rejects a waiting request and
 *  deletes an active one; the requester deletes, and only the requester can rename its own request). */
export function linkActions(incoming: boolean, status: number) {
  if (incoming) {
    return {
      accept: status === LinkRequestStatus.WAITING,
      reject: status === LinkRequestStatus.WAITING,
      delete: status === LinkRequestStatus.ACTIVE,
      editLabel: false,
    };
  }
  // A rejected request can only be cleared away: the server refuses to rename it.
  return { accept: false, reject: false, delete: true, editLabel: status !== LinkRequestStatus.REJECTED };
}

/** Edit-label form (spec §5): label required. */
export function labelError(label: string): string | undefined {
  return label.trim() ? undefined : validationMessages.required;
}

/** Add-agent form (spec §5): label required; mobile required and matching the mobile pattern (any digits). */
export function validateAddLawyer(values: { label: string; mobile: string }) {
  return compact({ label: labelError(values.label), mobile: phoneError(values.mobile) });
}
