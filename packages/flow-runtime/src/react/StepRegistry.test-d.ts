// Type tests, checked by `pnpm typecheck` (tsc): the registry accepts only known kinds and step components.
import type { ComponentType } from "react";
import type { StepProps, StepRegistry } from "./StepRegistry";

declare const Step: ComponentType<StepProps>;
declare const NotAStep: ComponentType<{ label: string }>;

export const fine: StepRegistry = { FORM: Step, PRICE_SERVICE: Step, FINISH: Step };

export const typoKind: StepRegistry = {
  // @ts-expect-error a kind name the engine does not know
  PRICE: Step,
};

export const wrongProps: StepRegistry = {
  // @ts-expect-error a component that does not take StepProps
  TIMELINE: NotAStep,
};
