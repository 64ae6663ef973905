import { useContext } from "react";
import type { ModuleMessages } from "../core/moduleMessages";
import { moduleTexts } from "../core/moduleTexts";
import { TranslatorContext } from "./useMessages";

/**
 * The module editors' and map picker's texts after overrides (`moduleMessages` of the nearest
 * `FormRuntimeProvider` or `ServerForm`; the Persian defaults outside both).
 */
export function useModuleMessages(): ModuleMessages {
  return moduleTexts(useContext(TranslatorContext));
}
