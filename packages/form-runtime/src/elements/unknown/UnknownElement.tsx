import type { ElementRendererProps } from "../../react/types";
import { useMessages } from "../../react/useMessages";

/** Fallback for an input type the engine does not know: never a crash, a plain note instead. */
export function UnknownElement({ element, ids }: ElementRendererProps<"unknown">) {
  const messages = useMessages();
  return (
    <div className="fr-placeholder" id={ids.control} data-unknown-input-type={element.inputType}>
      {messages.unknownElement}
    </div>
  );
}
