import { useEffect } from "react";
import { toJson } from "../../core/conversions";
import type { ElementRendererProps } from "../../react/types";
import { useModuleMessages } from "../../react/useModuleMessages";
import { readAddressValue } from "../core/addressRules";
import { AddressPicker } from "./AddressPicker";
import { useMapRuntime } from "./MapRuntimeContext";

/** The renderer of input type 28 (location): the address picker as a form field. */
export function LocationElement(props: ElementRendererProps<"location">) {
  const moduleMessages = useModuleMessages();
  const runtime = useMapRuntime();
  const { value, onDiagnostic, element } = props;
  const address = readAddressValue(value);
  const malformed = value !== null && value !== undefined && value !== "" && address === null;

  useEffect(() => {
    if (malformed) {
      onDiagnostic({
        elementId: element.id,
        path: element.key,
        expected: "an address object with coordinates [lng, lat]",
        received: typeof value,
        message: "The stored location is not an address; the user must choose it again.",
      });
    }
    if (!runtime) {
      onDiagnostic({
        elementId: element.id,
        path: "map runtime",
        expected: "a MapRuntimeProvider above the form (map adapters and cities)",
        received: "none",
        message: "The location element needs a MapRuntimeProvider above it.",
      });
    }
  }, [runtime, malformed, value, onDiagnostic, element.id, element.key]);

  if (!runtime) {
    return (
      <p className="cr-field-error" role="alert">
        {moduleMessages.loadError}
      </p>
    );
  }
  return (
    <AddressPicker
      value={address}
      onChange={(next) => {
        props.onChange(next ? toJson(next) : null);
        props.onBlur();
      }}
      adapters={runtime.adapters}
      cities={runtime.cities}
      controlId={props.ids.control}
      describedBy={props.ids.describedBy}
      disabled={props.disabled}
      {...runtime.pickerProps}
    />
  );
}
