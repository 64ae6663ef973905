import { jsonParseLinter } from "@codemirror/lang-json";
import type { Diagnostic as LintDiagnostic } from "@codemirror/lint";
import type { EditorView } from "@codemirror/view";
import { parseDiagnosticPath, rangeOfPath } from "./jsonPaths";
import { payloadDiagnostics } from "./payloadDiagnostics";

const parseLinter = jsonParseLinter();

/**
 * Inline diagnostics of the payload editor: JSON syntax errors, then each of the engine's decode diagnostics at
 * the JSON path it names (the deepest existing part of it when a key is missing).
 */
export function lintPayload(view: EditorView): LintDiagnostic[] {
  const syntax = parseLinter(view);
  if (syntax.length > 0) return syntax;
  const text = view.state.doc.toString();
  return payloadDiagnostics(text).flatMap((d) => {
    const range = rangeOfPath(view.state, parseDiagnosticPath(d.path));
    if (!range) return [];
    return [
      {
        ...range,
        severity: "error" as const,
        source: d.path,
        message: `${d.path}: expected ${d.expected}, received ${d.received}`,
      },
    ];
  });
}
