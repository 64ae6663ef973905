import { useCallback, useEffect, useId, useMemo, useState } from "react";
import type { Diagnostic, JsonValue, ServerElement } from "../core/types";
import { ServerForm } from "../react/ServerForm";
import type { FormMessage, SubmittedForm } from "../react/useServerForm";
import { fakeAdapters } from "../testing/fakeAdapters";
import { PayloadEditor } from "./PayloadEditor";
import { parsePlaygroundInput } from "./parsePlaygroundInput";
import { decodeSharePayload, encodeSharePayload, SHARE_PARAM, withSharePayload } from "./shareLink";

/** The address bar a designer sees: Storybook's manager page around the preview frame, or the frame itself. */
function visibleLocation(): Location {
  try {
    return window.parent.location.href ? window.parent.location : window.location;
  } catch {
    return window.location;
  }
}

/**
 * For form designers: paste server form JSON, see it rendered at once in a phone-sized right-to-left frame,
 * with the diagnostics and, after a successful submit, the exact JSON that would be sent.
 */
export function Playground({ initialJson }: { readonly initialJson: string }) {
  const [text, setText] = useState(initialJson);
  const [revision, setRevision] = useState(0);
  const [diagnostics, setDiagnostics] = useState<readonly Diagnostic[]>([]);
  const [submitted, setSubmitted] = useState<Readonly<Record<string, JsonValue>> | null>(null);
  const [lastMessage, setLastMessage] = useState<FormMessage | null>(null);
  const parsed = useMemo(() => parsePlaygroundInput(text), [text]);
  const ids = useId();
  const [shareLink, setShareLink] = useState<string | null>(null);
  const onChangeText = useCallback((next: string) => {
    setText(next);
    setRevision((r) => r + 1);
    setDiagnostics([]);
    setSubmitted(null);
    setLastMessage(null);
  }, []);

  // A share link carries the payload: restore it once on load (from the manager's URL or the frame's).
  useEffect(() => {
    const payload =
      new URL(visibleLocation().href).searchParams.get(SHARE_PARAM) ??
      new URL(window.location.href).searchParams.get(SHARE_PARAM);
    if (!payload) return;
    let live = true;
    void decodeSharePayload(payload).then((shared) => {
      if (live && shared !== null) onChangeText(shared);
    });
    return () => {
      live = false;
    };
  }, [onChangeText]);

  const share = async () => {
    const link = withSharePayload(visibleLocation().href, await encodeSharePayload(text));
    setShareLink(link);
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard permission (an embedded frame): the link stays selectable in the field below.
    }
  };

  const onDiagnostic = useCallback((d: Diagnostic) => setDiagnostics((list) => [...list, d]), []);
  const onSubmitted = useCallback((s: SubmittedForm) => setSubmitted(s.body), []);
  const shown = parsed.ok ? diagnostics : parsed.diagnostics;

  return (
    <div
      style={{ display: "flex", flexWrap: "wrap", gap: 16, alignItems: "flex-start", padding: 16 }}
      dir="ltr"
    >
      {/* minInlineSize 0: long JSON lines scroll inside the editor instead of widening the column. */}
      <div style={{ flex: "1 1 320px", minInlineSize: 0, display: "flex", flexDirection: "column", gap: 8 }}>
        <span aria-hidden="true" style={{ fontWeight: 600 }}>
          Server form JSON
        </span>
        <PayloadEditor value={text} onChange={onChangeText} label="Server form JSON" />
        <button type="button" onClick={() => void share()} style={{ alignSelf: "flex-start" }}>
          Copy share link
        </button>
        {shareLink ? (
          <>
            <label htmlFor={`${ids}-share`} style={{ fontSize: 13 }}>
              Share link (opens this payload)
            </label>
            <input
              id={`${ids}-share`}
              readOnly
              value={shareLink}
              onFocus={(event) => event.target.select()}
              style={{ fontFamily: "ui-monospace, monospace", fontSize: 12 }}
            />
          </>
        ) : null}
        <h3 id={`${ids}-diag`} style={{ margin: 0, fontSize: 14 }}>
          Diagnostics
        </h3>
        <ul aria-labelledby={`${ids}-diag`} style={{ margin: 0, fontSize: 13 }}>
          {shown.map((d, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics are an append-only log; the same text can repeat.
            <li key={index}>
              element {String(d.elementId ?? "-")} · <code>{d.path}</code>: expected {d.expected}, received{" "}
              {d.received} — {d.message}
            </li>
          ))}
        </ul>
        {lastMessage ? <p role="status">{`${lastMessage.kind}: ${lastMessage.text}`}</p> : null}
        {submitted ? (
          <>
            <label htmlFor={`${ids}-sent`} style={{ fontWeight: 600, fontSize: 14 }}>
              Submitted values
            </label>
            <output id={`${ids}-sent`} data-testid="submitted-values">
              <pre style={{ margin: 0, fontSize: 13 }}>{JSON.stringify(submitted, null, 2)}</pre>
            </output>
          </>
        ) : null}
      </div>
      {/* A phone's viewport: 390 CSS pixels wide, right to left, as providers see the form. */}
      <div
        dir="rtl"
        lang="fa"
        data-testid="phone-frame"
        style={{
          // 390 × 844 inside the 8-pixel bezel.
          inlineSize: 406,
          blockSize: 860,
          maxBlockSize: "90vh",
          overflow: "auto",
          border: "8px solid #222",
          borderRadius: 24,
          padding: 12,
          boxSizing: "border-box",
          background: "#fff",
        }}
      >
        {parsed.ok ? (
          <ServerForm
            key={revision}
            formId={parsed.input.formId}
            title={parsed.input.title}
            // Pasted JSON: the engine decodes it tolerantly and shows what does not fit as diagnostics.
            elements={parsed.input.elements as readonly ServerElement[]}
            enumerations={parsed.input.enumerations}
            validations={parsed.input.validations}
            content={parsed.input.content}
            schemaVersion={parsed.input.schemaVersion}
            adapters={fakeAdapters}
            showDiagnostics
            onDiagnostic={onDiagnostic}
            onSubmitted={onSubmitted}
            onMessage={setLastMessage}
          />
        ) : null}
      </div>
    </div>
  );
}
