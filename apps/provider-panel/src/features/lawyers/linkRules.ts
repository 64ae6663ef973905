import { validationMessages } from "../../messages/validation";
import { compact, phoneError } from "../../shared/validation/rules";

/** Person kind role of a lawyer/agent (spec §1). */
export const AGENT_ROLE = 6;

/** Link-request statuses (spec §4). */
export const LinkStatus = { waiting: 0, active: 1, rejected: 2, deleted: 3 } as const;

/** What a card offers, by side and status (spec §4: the recipient accepts or rejects a waiting request and
 *  deletes an active one; the requester deletes, and only the requester can rename its own request). */
export function linkActions(incoming: boolean, status: number) {
  if (incoming) {
    return {
      accept: status === LinkStatus.waiting,
      reject: status === LinkStatus.waiting,
      delete: status === LinkStatus.active,
      editLabel: false,
    };
  }
  // A rejected request can only be cleared away: the server refuses to rename it.
  return { accept: false, reject: false, delete: true, editLabel: status !== LinkStatus.rejected };
}

/** Edit-label form (spec §5): label required. */
export function labelError(label: string): string | undefined {
  return label.trim() ? undefined : validationMessages.required;
}

/** Add-agent form (spec §5): label required; mobile required and matching the mobile pattern (any digits). */
export function validateAddLawyer(values: { label: string; mobile: string }) {
  return compact({ label: labelError(values.label), mobile: phoneError(values.mobile) });
}
