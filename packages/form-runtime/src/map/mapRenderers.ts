import type { RendererOverrides } from "../react/types";
import { LocationElement } from "./react/LocationElement";

/** Renderers of the map entry, merged by the app: `{ ...defaultRenderers, ...mapRenderers }`. */
export const mapRenderers = { location: LocationElement } satisfies RendererOverrides;
