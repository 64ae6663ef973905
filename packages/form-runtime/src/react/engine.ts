import { createContext, useContext } from "react";
import type { FormAdapters } from "../core/adapters";
import type { HeldValue } from "../core/conversions";
import type { ErrorStore } from "../core/errorStore";
import type { Diagnostic, FormElement, Option } from "../core/types";
import type { EngineForm } from "./engineForm";
import type { FieldValues } from "./fieldValues";
import type { FieldShellComponent, RendererRegistry } from "./types";

export type { EngineForm, HeldValues } from "./engineForm";

/** Everything a field needs, shared by context so fields subscribe to their own slice only. */
export interface Engine {
  /** The TanStack form: it holds the values and runs the submission. */
  readonly form: EngineForm;
  /** The form's values by element key, with one subscription per key (a keystroke wakes only its field). */
  readonly values: FieldValues;
  readonly errors: ErrorStore;
  /** The server's text for a field its last refused submit named (error code SERVER), if it gave one. */
  readonly serverMessage: (key: string) => string | undefined;
  /** Internal TanStack field name of a field key (keys with '.' or '[' are renamed so paths stay flat). */
  readonly nameOf: (key: string) => string;
  readonly optionsOf: (key: string) => readonly Option[];
  readonly failedKeys: ReadonlySet<string>;
  /** Key of the form's `vendor` field, whose '1' makes the vendor-marked fields required; null without one. */
  readonly vendorKey: string | null;
  readonly adapters: FormAdapters;
  readonly renderers: RendererRegistry;
  readonly Shell: FieldShellComponent;
  readonly idPrefix: string;
  readonly disabled: boolean;
  readonly showDiagnostics: boolean;
  readonly setValue: (element: FormElement, value: HeldValue) => void;
  readonly onDiagnostic: (diagnostic: Diagnostic) => void;
}

/** Context of the engine of the nearest form. */
export const EngineContext = createContext<Engine | null>(null);

/** The engine of the enclosing form; throws when used outside one (a programming error). */
export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error("form-runtime: an element renderer was used outside <ServerForm>.");
  return engine;
}
