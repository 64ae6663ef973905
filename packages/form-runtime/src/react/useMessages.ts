import { createContext, useContext } from "react";
import { defaultTranslator, type Translator } from "../core/translator";

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
