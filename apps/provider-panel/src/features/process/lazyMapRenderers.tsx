import type { ElementRendererProps, RendererOverrides } from "@ceremony/form-runtime";
import { lazy, Suspense } from "react";
import { Skeleton } from "../../shared/ui/ListState";

/** The address picker's chunk, asked for once: by {@link preloadMapRenderers} or by the first location field. */
let mapEntry: Promise<typeof import("./locationElement")> | undefined;
const loadMapEntry = () => {
  mapEntry ??= import("./locationElement");
  return mapEntry;
};

/** Fetches the address picker while the flow loads, so a form with a location field shows it with the form. */
export function preloadMapRenderers(): void {
  void loadMapEntry();
}

const Location = lazy(() => loadMapEntry().then((m) => ({ default: m.LocationElement })));

/**
 * The map entry's renderers, with the address picker (its modal, search and detail form) in its own chunk: the
 * process page's first paint does not wait for it. The placeholder keeps the field's height.
 */
export const lazyMapRenderers = {
  location: function LazyLocation(props: ElementRendererProps<"location">) {
    return (
      <Suspense fallback={<Skeleton rows={1} lines={1} />}>
        <Location {...props} />
      </Suspense>
    );
  },
} satisfies RendererOverrides;
