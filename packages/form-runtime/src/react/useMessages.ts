import { createContext, useContext } from "react";
import type { ModuleMessages } from "../core/messages";
import { defaultTranslator, moduleTexts, type Translator } from "../core/translator";

/** The translator of the nearest `ServerForm` (the Persian defaults outside one). */
export const TranslatorContext = createContext<Translator>(defaultTranslator);

/** The translator: `messages` and per-element `error` texts, after the provider's and the form's overrides. */
export function useTranslator(): Translator {
  return useContext(TranslatorContext);
}

/** The engine's texts after overrides: what every built-in renderer shows. */
export function useMessages(): Translator["messages"] {
  return useContext(TranslatorContext).messages;
}

/**
 * The module editors' and map picker's texts after overrides (`moduleMessages` of the nearest
 * `FormRuntimeProvider` or `ServerForm`; the Persian defaults outside both).
 */
export function useModuleMessages(): ModuleMessages {
  return moduleTexts(useContext(TranslatorContext));
}
