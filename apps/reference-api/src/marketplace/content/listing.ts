import { ContentStatus, InputType } from "@ceremony/api-client/contract";
import { elementsOf, fieldKey } from "../initial/elements";
import type { Form } from "../initial/forms";
import { flowSteps } from "./flow";
import { type ContentRow, progressOf } from "./store";

/** The provider's own name for a content: the value of its form's first text field (by priority), else null. */
export function contentTitle(formId: number, fields: Record<string, unknown> | null): string | null {
  const first = elementsOf(formId).find((e) => e.input_type === InputType.TEXT && !e.setting?.static);
  const value = first ? fields?.[fieldKey(first)] : undefined;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** How many of the content's data steps are saved (FINISH is not one a provider fills). */
export function contentProgress(form: Form, row: ContentRow): { done: number; total: number } {
  const steps = flowSteps(form, progressOf(row)).slice(0, -1);
  return { done: steps.filter((s) => s.active).length, total: steps.length };
}

/** One row of My services (`sub_provider_all`), with what the list needs to say what happens next. */
export function listedContent(form: Form, row: ContentRow) {
  return {
    id: row.id,
    form_id: row.form_id,
    content_id: row.id,
    form: { id: form.id, title: form.title, parent_id: form.parent_id },
    content: { status_id: row.status_id, form_id: row.form_id, created_at: row.created_at },
    title: contentTitle(form.id, row.fields),
    progress: contentProgress(form, row),
    pending_change: row.status_id === ContentStatus.APPROVED && row.draft_fields !== null,
  };
}
