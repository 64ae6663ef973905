import { type FlowLocationChange, FlowView, messages as flowMessages } from "@ceremony/flow-runtime";
import "@ceremony/flow-runtime/styles.css";
import { FormRuntimeProvider } from "@ceremony/form-runtime";
import "@ceremony/form-runtime/styles.css";
import "../process.css";
import { Link } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { processMessages } from "../../../messages/process";
import { lazyPanelAnalytics } from "../../../shared/analytics/lazyPanelAnalytics";
import { toAppError } from "../../../shared/api/errors";
import { useEngines } from "../../../shared/marketplace/useEngines";
import { useServices } from "../../../shared/services/ServicesContext";
import { ErrorView } from "../../../shared/ui/ListState";
import { lazyMapRenderers, preloadMapRenderers } from "../lazyMapRenderers";
import { preloadModuleSteps, type StepDeps, StepDepsProvider, stepRegistry } from "../stepRegistry";

const NO_ADAPTERS = {};

/**
 * /panel/process/{formId}?id=&step=: flow-runtime's view over the form's steps. The route keeps `id` and `step`;
 * a created id and every move come back through `onLocation`.
 */
export function ProcessPage({
  formId,
  contentId,
  stepKey,
  onLocation,
}: {
  formId: number;
  contentId: number | undefined;
  stepKey: string | undefined;
  onLocation: (change: FlowLocationChange) => void;
}) {
  const { adapters, initialData, constants, toasts } = useEngines();
  const form = initialData.forms.find((f) => f.id === formId);
  const [attempt, setAttempt] = useState(0);
  // The content id the server said does not exist (or is another provider's): a retry could never load it.
  const [missingId, setMissingId] = useState<number | undefined>(undefined);
  const formParentId = form?.parent_id ?? null;
  const flowAdapter = useMemo(() => adapters.flowAdapter(formId), [adapters, formId]);
  const analytics = lazyPanelAnalytics(useServices().client);
  const flowEvents = useMemo(() => analytics.flow(formId), [analytics, formId]);
  const stepDeps = useMemo<StepDeps>(
    () => ({
      formId,
      formParentId,
      adapters,
      onFormMessage: toasts.onFormMessage,
      formEvents: analytics.form,
    }),
    [formId, formParentId, adapters, toasts, analytics],
  );
  useEffect(() => {
    preloadMapRenderers();
    preloadModuleSteps();
  }, []);

  if (!form) {
    return (
      <section className="stack">
        <ErrorView text={processMessages.unknownForm} />
        <Link to="/panel/services" className="btn btn-secondary block">
          {processMessages.backToServices}
        </Link>
      </section>
    );
  }
  const legal = formId === constants.legal_profile_form_id;
  if (contentId !== undefined && missingId === contentId) {
    return (
      <section className="stack">
        <ErrorView text={legal ? processMessages.legalNotFound : processMessages.contentNotFound} />
        <Link to={legal ? "/panel/profile/legals" : "/panel/services"} className="btn btn-secondary block">
          {legal ? processMessages.backToLegals : processMessages.backToServices}
        </Link>
      </section>
    );
  }
  return (
    <FormRuntimeProvider adapters={NO_ADAPTERS} renderers={lazyMapRenderers}>
      <StepDepsProvider value={stepDeps}>
        <div className="process-page">
          <FlowView
            // A retry mounts the flow afresh, which loads its steps again.
            key={attempt}
            adapter={flowAdapter}
            registry={stepRegistry}
            flowKind={legal ? "legalProfile" : "service"}
            currentStepKey={stepKey}
            contentId={contentId === undefined ? undefined : String(contentId)}
            onStepChange={onLocation}
            onEvent={flowEvents}
            onLoadError={(error) => {
              if (toAppError(error).status === 404) setMissingId(contentId);
              else toasts.onFlowLoadError(flowMessages.loadFailed);
            }}
            errorFallback={<ErrorView onRetry={() => setAttempt((n) => n + 1)} />}
          />
        </div>
      </StepDepsProvider>
    </FormRuntimeProvider>
  );
}
