import { autocompletion, type CompletionContext, closeBrackets } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { json } from "@codemirror/lang-json";
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { linter, lintGutter } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap, lineNumbers } from "@codemirror/view";
import { useEffect, useRef } from "react";
import schema from "../../server-form.schema.json";
import { cursorContext } from "./jsonPaths";
import { lintPayload } from "./payloadLinter";
import { keysAt, type SchemaNode, valuesAt } from "./schemaCompletion";

const payloadSchema = schema as SchemaNode;

/** Completion from the published schema: the keys an object may have, the values a key may take. */
function completePayload(context: CompletionContext) {
  const at = cursorContext(context.state, context.pos);
  if (!at) return null;
  if (at.at === "key") {
    const keys = keysAt(payloadSchema, at.path, at.present);
    if (keys.length === 0) return null;
    return {
      from: at.from,
      to: at.to,
      options: keys.map((key) => ({
        label: JSON.stringify(key),
        type: "property",
        apply: JSON.stringify(key),
      })),
      validFor: /^"?[\w]*"?$/,
    };
  }
  if (at.key === null) return null;
  const values = valuesAt(payloadSchema, [...at.path, at.key]);
  if (values.length === 0) return null;
  return { from: at.from, to: at.to, options: values.map((label) => ({ label, type: "constant" })) };
}

/** Props of {@link PayloadEditor}. */
export interface PayloadEditorProps {
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** The editor's accessible name. */
  readonly label: string;
}

/** A JSON editor that knows the server payload: completion and inline diagnostics from the published schema. */
export function PayloadEditor({ value, onChange, label }: PayloadEditorProps) {
  const host = useRef<HTMLDivElement | null>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  // The editor is created once from the first value; later values (a share link restored) are applied as a change below.
  const firstValue = useRef(value);
  useEffect(() => {
    if (!host.current) return;
    // In a shadow root CodeMirror's styles go in a constructed stylesheet, not an inline <style> element that a
    // strict style-src policy (the static Storybook's) refuses.
    const shadow = host.current.shadowRoot ?? host.current.attachShadow({ mode: "open" });
    const editor = new EditorView({
      root: shadow,
      parent: shadow,
      state: EditorState.create({
        doc: firstValue.current,
        extensions: [
          lineNumbers(),
          history(),
          closeBrackets(),
          bracketMatching(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          json(),
          syntaxHighlighting(defaultHighlightStyle),
          linter(lintPayload, { delay: 250 }),
          lintGutter(),
          autocompletion({ override: [completePayload] }),
          EditorView.contentAttributes.of({ "aria-label": label, "aria-multiline": "true" }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
          EditorView.theme({
            "&": {
              minBlockSize: "320px",
              border: "1px solid #d0d5dd",
              borderRadius: "6px",
              fontSize: "13px",
            },
            ".cm-scroller": { fontFamily: "ui-monospace, monospace" },
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [label]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} dir="ltr" data-testid="payload-editor" />;
}
