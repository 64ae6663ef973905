import type { ElementKind } from "../core/types";
import type { ElementRendererProps } from "./types";

/** The attributes every built-in control carries, so none misses its id, state or ARIA wiring. */
export interface ControlProps {
  readonly id: string;
  readonly disabled: boolean;
  readonly "aria-invalid": boolean;
  readonly "aria-describedby": string | undefined;
  readonly "aria-required": true | undefined;
  readonly onBlur: () => void;
}

/** The renderer props a control's attributes are derived from. */
export type ControlSource<K extends ElementKind> = Pick<
  ElementRendererProps<K>,
  "element" | "error" | "disabled" | "ids" | "onBlur"
>;

/**
 * Id, disabled state, `aria-invalid`, `aria-describedby` (help and error) and `aria-required` of a renderer's
 * control, from its props: spread them on the input, select or textarea.
 */
export function controlProps<K extends ElementKind>({
  element,
  error,
  disabled,
  ids,
  onBlur,
}: ControlSource<K>): ControlProps {
  return {
    id: ids.control,
    disabled,
    "aria-invalid": error !== null,
    "aria-describedby": ids.describedBy,
    "aria-required": element.required || undefined,
    onBlur,
  };
}
