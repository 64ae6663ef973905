import { EnumRoot, FormId, PROVINCE_PARENT } from "./ids";

/** The national-code lists of the eligibility check (`nationalCodeExists`). */
export type EligibilityKind = "hejrat" | "amin";

/**
 * Services gated by a national-code eligibility check (spec §6). The long-term HOZE plan belongs to the
 * seminary's هجرت programme, the lecture to its امین programme; the seed puts 09120000001's code on the
 * hejrat list only, so that account can add the plan and is refused the lecture (docs/decisions).
 */
export const ELIGIBILITY_CHECKS: readonly { form_id: number; kind: EligibilityKind }[] = [
  { form_id: FormId.weeklyPlan, kind: "hejrat" },
  { form_id: FormId.speech, kind: "amin" },
];

/** `constants` of the initial data: ids the server fixes and the panel must not hard-code. */
export const MARKETPLACE_CONSTANTS = {
  legal_profile_form_id: FormId.legal,
  add_agent_form_id: FormId.addAgent,
  province_parent_id: PROVINCE_PARENT,
  ceremony_enumeration_id: EnumRoot.ceremonies,
  request_status_enumeration_id: EnumRoot.requestStatuses,
  accepted_status_enumeration_id: EnumRoot.acceptedStatuses,
  eligibility_checks: ELIGIBILITY_CHECKS,
} as const;
