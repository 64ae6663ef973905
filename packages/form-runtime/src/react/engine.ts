import { createContext, useContext } from "react";
import type { FormAdapters } from "../core/adapters";
import type { HeldValue } from "../core/conversions";
import type { ErrorStore } from "../core/errorStore";
import type { Diagnostic, FormElement, Option } from "../core/types";
import type { FlagStore, ValueStore } from "../core/valueStore";
import type { FieldShellComponent, RendererRegistry } from "./types";

/** Everything a field needs, shared by context so fields subscribe to their own slice only. */
export interface Engine {
  /** The typed values, one subscription per key. */
  readonly values: ValueStore;
  readonly errors: ErrorStore;
  /** True while a submit is in flight. */
  readonly submitting: FlagStore;
  readonly optionsOf: (key: string) => readonly Option[];
  readonly failedKeys: ReadonlySet<string>;
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
