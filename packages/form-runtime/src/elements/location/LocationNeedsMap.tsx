import type { ElementRendererProps } from "../../react/types";
import { useMessages } from "../../react/useMessages";

/**
 * Default for input type 28: the map picker lives in the `@ceremony/form-runtime/map` entry (so OpenLayers stays
 * out of the main bundle); until an app merges `mapRenderers`, this says so plainly.
 */
export function LocationNeedsMap({ ids }: ElementRendererProps<"location">) {
  const messages = useMessages();
  return (
    <div className="fr-placeholder" id={ids.control} data-needs="map-entry">
      {messages.mapEntryNeeded}
    </div>
  );
}
