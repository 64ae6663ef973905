// The location renderer behind a dynamic import (see lazyMapRenderers.tsx).
export { LocationElement } from "@ceremony/form-runtime/map";
