import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { FormAdapters } from "../core/adapters";
import { createTranslator, type MessageOverrides } from "../core/translator";
import type { Diagnostic } from "../core/types";
import type { FieldShellComponent, RendererOverrides } from "./types";
import { TranslatorContext } from "./useMessages";

/** Settings shared by every form below the provider. */
export interface FormRuntimeSettings extends MessageOverrides {
  readonly adapters: FormAdapters;
  /** Renderers merged over the defaults, e.g. `{ ...mapRenderers }` or `{ select: TheirSelect }`. */
  readonly renderers?: RendererOverrides;
  /** Replaces the default field shell (label, help text, error). */
  readonly fieldShell?: FieldShellComponent;
  /** Show full diagnostics for malformed elements (development, Storybook); default: not in production. */
  readonly showDiagnostics?: boolean;
  /** Called for each problem found in a payload or a pattern. */
  readonly onDiagnostic?: (diagnostic: Diagnostic) => void;
}

const SettingsContext = createContext<FormRuntimeSettings>({ adapters: {} });

/** Gives adapters (and optional renderers, shell, message overrides and diagnostics settings) once to every form inside. */
export function FormRuntimeProvider({
  children,
  ...settings
}: FormRuntimeSettings & { readonly children: ReactNode }) {
  const {
    adapters,
    renderers,
    fieldShell,
    showDiagnostics,
    onDiagnostic,
    messages,
    moduleMessages,
    errorMessage,
  } = settings;
  const value = useMemo(
    () => ({
      adapters,
      renderers,
      fieldShell,
      showDiagnostics,
      onDiagnostic,
      messages,
      moduleMessages,
      errorMessage,
    }),
    [adapters, renderers, fieldShell, showDiagnostics, onDiagnostic, messages, moduleMessages, errorMessage],
  );
  // The provider's texts reach what renders outside a form too (the price, timetable and location steps).
  const translator = useMemo(
    () => createTranslator({ messages, moduleMessages, errorMessage }),
    [messages, moduleMessages, errorMessage],
  );
  return (
    <SettingsContext.Provider value={value}>
      <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
    </SettingsContext.Provider>
  );
}

/** The settings of the nearest provider (empty adapters when there is none). */
export function useFormRuntimeSettings(): FormRuntimeSettings {
  return useContext(SettingsContext);
}

/** True unless built for production; `process.env.NODE_ENV` is left for the consumer's bundler to replace. */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== "production";
  } catch {
    // No bundler replacement and no `process`: assume production, show quiet placeholders.
    return false;
  }
}
