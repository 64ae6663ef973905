import { type ModuleMessages, moduleMessages } from "./moduleMessages";
import type { Translator } from "./translator";

const mergedModuleTexts = new WeakMap<Translator, ModuleMessages>();

/** The module editors' and map picker's texts of `translator`: its overrides over the Persian defaults. */
export function moduleTexts(translator: Translator): ModuleMessages {
  if (Object.keys(translator.moduleOverrides).length === 0) return moduleMessages;
  let merged = mergedModuleTexts.get(translator);
  if (!merged) {
    merged = { ...moduleMessages, ...translator.moduleOverrides };
    mergedModuleTexts.set(translator, merged);
  }
  return merged;
}
