// The location renderer behind a dynamic import (see lazyMapRenderers.tsx), with the map runtime it reads: the
// picker's adapters and the cities, built here so that the process page's first paint carries neither.
import type { ElementRendererProps } from "@ceremony/form-runtime";
import {
  citiesFromEnumerations,
  LocationElement as MapLocationElement,
  MapRuntimeProvider,
} from "@ceremony/form-runtime/map";
import { useMemo } from "react";
import { mapAdaptersOf } from "../../shared/marketplace/mapAdapters";
import { useStepDeps } from "./stepDeps";

export function LocationElement(props: ElementRendererProps<"location">) {
  const { adapters } = useStepDeps();
  const runtime = useMemo(
    () => ({ adapters: mapAdaptersOf(adapters), cities: citiesFromEnumerations(adapters.enumerations) }),
    [adapters],
  );
  return (
    <MapRuntimeProvider value={runtime}>
      <MapLocationElement {...props} />
    </MapRuntimeProvider>
  );
}
