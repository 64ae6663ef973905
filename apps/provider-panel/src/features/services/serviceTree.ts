import type { components } from "@ceremony/api-client";
import type { InitialData } from "../../shared/api/initialData";

/** A form (service or category) of the initial data. */
export type ServiceForm = InitialData["forms"][number];

/** One of the provider's contents (`sub_provider_all`). */
export type ProviderContent = components["schemas"]["ProviderContent"];

/** A national-code eligibility list a service may require. */
export type EligibilityKind = InitialData["constants"]["eligibility_checks"][number]["kind"];

const byPriority = (a: ServiceForm, b: ServiceForm) => (a.priority ?? 0) - (b.priority ?? 0) || a.id - b.id;

/** The children of a form (or the roots for null), by priority. */
export function childrenOf(forms: readonly ServiceForm[], parentId: number | null): ServiceForm[] {
  return forms.filter((f) => f.parent_id === parentId).sort(byPriority);
}

/** The root form above `formId` (itself when it is a root); null when the form is unknown or the chain loops. */
export function rootOf(forms: readonly ServiceForm[], formId: number): ServiceForm | null {
  const byId = new Map(forms.map((f) => [f.id, f]));
  let form = byId.get(formId);
  const seen = new Set<number>();
  while (form && form.parent_id !== null) {
    if (seen.has(form.id)) return null;
    seen.add(form.id);
    form = byId.get(form.parent_id);
  }
  return form ?? null;
}

/**
 * Activity types of New service: the root forms that hold services. The legal-profile and add-agent forms are
 * roots too, but they are not services.
 */
export function activityTypes(
  forms: readonly ServiceForm[],
  constants: InitialData["constants"],
): ServiceForm[] {
  const notServices = new Set([constants.legal_profile_form_id, constants.add_agent_form_id]);
  return childrenOf(forms, null).filter((f) => !notServices.has(f.id));
}

/** A card of My services: a root category and the provider's contents under it. */
export interface ServiceGroup {
  id: number;
  title: string;
  items: ProviderContent[];
}

/**
 * My services grouped by each content's root category (the initial data's parent chain), in the categories' order;
 * contents whose form the initial data does not know fall under their own form's parent, by title.
 */
export function groupServices(
  contents: readonly ProviderContent[],
  forms: readonly ServiceForm[],
  otherTitle: string,
): ServiceGroup[] {
  const groups = new Map<number, ServiceGroup>();
  for (const content of contents) {
    const root = rootOf(forms, content.form_id);
    const id = root?.id ?? content.form.parent_id ?? 0;
    const title = root?.title ?? forms.find((f) => f.id === id)?.title ?? otherTitle;
    const group = groups.get(id) ?? { id, title, items: [] };
    group.items.push(content);
    groups.set(id, group);
  }
  const order = new Map(childrenOf(forms, null).map((f, i) => [f.id, i]));
  for (const group of groups.values())
    group.items.sort((a, b) => b.content.created_at - a.content.created_at);
  return [...groups.values()].sort(
    (a, b) => (order.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

/** The eligibility list a service needs (its own entry, else its category's), or null when it is open to all. */
export function eligibilityFor(
  forms: readonly ServiceForm[],
  constants: InitialData["constants"],
  formId: number,
): EligibilityKind | null {
  const checks = new Map(constants.eligibility_checks.map((c) => [c.form_id, c.kind]));
  const byId = new Map(forms.map((f) => [f.id, f]));
  let form = byId.get(formId);
  const seen = new Set<number>();
  while (form && !seen.has(form.id)) {
    const kind = checks.get(form.id);
    if (kind) return kind;
    seen.add(form.id);
    form = form.parent_id === null ? undefined : byId.get(form.parent_id);
  }
  return null;
}
