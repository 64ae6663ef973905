import { messages } from "../messages";

/** Shown for a step kind the app's registry has no component for; the step still blocks the steps after it. */
export function UnknownStep() {
  return (
    <p className="flow-unknown" role="alert">
      {messages.unknownStep}
    </p>
  );
}
