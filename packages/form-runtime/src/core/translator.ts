import { type FormMessages, messages as persianMessages } from "./messages";
import type { ModuleMessages } from "./moduleMessages";
import type { FormElement } from "./types";
import { type ErrorCode, errorMessage } from "./validate";

/**
 * A field error's text chosen per element: return a text to replace the default (e.g. a message per server
 * pattern, by `element.validationId`), or undefined to keep it.
 */
export type ErrorMessageOverride = (code: ErrorCode, element: FormElement) => string | undefined;

/** Message overrides: per form (`<ServerForm messages>`) or for every form (`<FormRuntimeProvider messages>`). */
export interface MessageOverrides {
  /** Replaces any of the engine's texts; the rest stay the Persian defaults. */
  readonly messages?: Partial<FormMessages>;
  /** Replaces any of the module editors' and map picker's texts (price, timetable, location, address picker). */
  readonly moduleMessages?: Partial<ModuleMessages>;
  /** Per-element error texts (per pattern, per field). */
  readonly errorMessage?: ErrorMessageOverride;
}

/** Every text the engine shows, after overrides. */
export interface Translator {
  readonly messages: FormMessages;
  /**
   * The overrides of the module editors' and map picker's texts, merged over the layers; {@link moduleTexts} adds
   * the Persian defaults. Kept apart so a plain form does not load the modules' texts up front.
   */
  readonly moduleOverrides: Partial<ModuleMessages>;
  /** The text of a field error of `element`. */
  error(code: ErrorCode, element: FormElement): string;
}

/**
 * Builds the translator from layers of overrides, later layers winning (provider, then form). With no overrides the
 * texts are the spec's Persian ones (`messages`).
 */
export function createTranslator(...layers: readonly (MessageOverrides | undefined)[]): Translator {
  let texts: FormMessages = persianMessages;
  let moduleOverrides: Partial<ModuleMessages> = {};
  const overrides: ErrorMessageOverride[] = [];
  for (const layer of layers) {
    if (layer?.messages) texts = { ...texts, ...layer.messages };
    if (layer?.moduleMessages) moduleOverrides = { ...moduleOverrides, ...layer.moduleMessages };
    if (layer?.errorMessage) overrides.push(layer.errorMessage);
  }
  return {
    messages: texts,
    moduleOverrides,
    error(code, element) {
      // The innermost layer (the form) is asked first.
      for (let i = overrides.length - 1; i >= 0; i--) {
        const text = overrides[i]?.(code, element);
        if (text !== undefined) return text;
      }
      // The rule's own message says what it wants; the generic text stays for rules without one.
      if (code === "REGEX" && element.patternMessage) return element.patternMessage;
      if (code === "REGEX" && element.sheba) return texts.shebaFormat;
      return errorMessage(code, texts, element.kind);
    },
  };
}

/** The translator with the Persian defaults only. */
export const defaultTranslator: Translator = createTranslator();
