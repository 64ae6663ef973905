import { messages } from "../messages";
import type { StepProps } from "./StepRegistry";

/**
 * The default FINISH step: membership is complete and awaits the system's approval; after an edit, the changes
 * await it. Takes no action.
 */
export function FinishStep({ editing = false }: Partial<StepProps>) {
  return (
    <div className="flow-finish" role="status">
      <svg className="flow-finish__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      </svg>
      <h2 className="flow-finish__title">{editing ? messages.editFinishTitle : messages.finishTitle}</h2>
      <p className="flow-finish__body">{editing ? messages.editFinishBody : messages.finishBody}</p>
    </div>
  );
}
