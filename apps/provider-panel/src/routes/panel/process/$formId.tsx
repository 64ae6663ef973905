import { createFileRoute } from "@tanstack/react-router";
import { ProcessPage } from "../../../features/process/components/ProcessPage";
import { guardNewServiceLazily } from "../../../shared/profile/guardNewServiceLazily";
import { isPositiveInteger, isString } from "../../../shared/routing/searchParam";

export const Route = createFileRoute("/panel/process/$formId")({
  // A hand-edited id is dropped, and an unknown step or form id is handled by the screen (first incomplete step,
  // or the unknown-form view), so a deep link never breaks it.
  validateSearch: (search: Record<string, unknown>): { id?: number; step?: string } => ({
    ...(isPositiveInteger(search.id) ? { id: search.id } : {}),
    ...(isString(search.step) ? { step: search.step } : {}),
  }),
  // Without an id the flow creates: a service form is guarded by the sheba rule like /panel/services/new.
  beforeLoad: ({ context, preload, params, search }) =>
    search.id === undefined ? guardNewServiceLazily({ context, preload }, Number(params.formId)) : undefined,
  component: function ProcessRoute() {
    const { formId } = Route.useParams();
    const { id, step } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ProcessPage
        key={formId}
        formId={Number(formId)}
        contentId={id}
        stepKey={step}
        onLocation={({ stepKey, contentId, replace }) =>
          void navigate({
            search: { ...(contentId === undefined ? {} : { id: Number(contentId) }), step: stepKey },
            replace,
          })
        }
      />
    );
  },
});
