import { useEffect } from "react";
import type { LazyChunk } from "../core/lazyChunk";
import type { ElementKind } from "../core/types";
import type { ElementRenderer, ElementRendererProps } from "../react/types";
import { useChunk } from "../react/useChunk";
import { useMessages } from "../react/useMessages";

/**
 * A renderer whose code is a chunk of its own, fetched when a field of its kind mounts: a form without such a field
 * never loads it. Until it arrives the field keeps its label and shows that it is getting ready; a failed fetch
 * says so, with a button that fetches again. The value is untouched either way.
 */
export function lazyRenderer<K extends ElementKind>(
  chunk: LazyChunk<ElementRenderer<K>>,
): ElementRenderer<K> {
  // Called once per kind, at module level: the same component for every render.
  return (props: ElementRendererProps<K>) => <LazyField chunk={chunk} props={props} />;
}

function LazyField<K extends ElementKind>({
  chunk,
  props,
}: {
  readonly chunk: LazyChunk<ElementRenderer<K>>;
  readonly props: ElementRendererProps<K>;
}) {
  const messages = useMessages();
  const renderer = useChunk(chunk);
  const { need } = renderer;
  const Loaded = renderer.value;
  useEffect(() => {
    // The field needs it now: a failure here is shown, not left for a later tap.
    if (!Loaded) need();
  }, [Loaded, need]);
  if (Loaded) return <Loaded {...props} />;
  if (!renderer.failed) {
    return (
      <div className="fr-placeholder" id={props.ids.control} role="status" aria-busy="true">
        {messages.fieldLoading}
      </div>
    );
  }
  return (
    <div className="fr-row" id={props.ids.control}>
      <p className="fr-notice fr-notice-error" role="alert">
        {messages.fieldUnavailable}
      </p>
      <button type="button" className="fr-link" onClick={() => need()}>
        {messages.retry}
      </button>
    </div>
  );
}
