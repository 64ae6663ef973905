import { decodeElements } from "../core/decode";
import type { Diagnostic } from "../core/types";
import { parsePlaygroundInput } from "./parsePlaygroundInput";

/**
 * The engine's own diagnostics of a pasted payload, as the preview would report them while decoding: the payload
 * schema's (wrong enumerations, validations, draft…) and each element's. Empty when the text is not JSON (the
 * editor's JSON linter marks that).
 */
export function payloadDiagnostics(text: string): readonly Diagnostic[] {
  const parsed = parsePlaygroundInput(text);
  if (!parsed.ok) return parsed.diagnostics.filter((d) => d.path !== "$" || d.expected !== "valid JSON");
  const root = text.trimStart().startsWith("[") ? "$" : "elements";
  return decodeElements(parsed.input.elements, root).diagnostics;
}
