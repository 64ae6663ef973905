import type { FormEventHandler, FormMessage } from "@ceremony/form-runtime";
import { createContext, useContext } from "react";
import type { EngineAdapters } from "../../shared/marketplace/engineAdapters";

/** What the steps of one process flow share, given by the process page through {@link StepDepsProvider}. */
export interface StepDeps {
  /** The flow's form (a service, or the legal-profile form). */
  formId: number;
  /** The form's parent: PLACE and HOZE change the price editor and the location rules. */
  formParentId: number | null;
  adapters: EngineAdapters;
  onFormMessage: (message: FormMessage) => void;
  /** The analytics adapter of a form shown in the flow. */
  formEvents: (formId: number) => FormEventHandler;
}

const StepDepsContext = createContext<StepDeps | null>(null);

/** Gives the steps their flow's form, adapters and toast glue. */
export const StepDepsProvider = StepDepsContext.Provider;

export function useStepDeps(): StepDeps {
  const deps = useContext(StepDepsContext);
  if (!deps) throw new Error("process steps need a StepDepsProvider");
  return deps;
}

export function contentIdOf(contentId: string | undefined): number | null {
  const n = Number(contentId);
  return contentId !== undefined && Number.isSafeInteger(n) && n > 0 ? n : null;
}
