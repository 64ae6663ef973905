// `@ceremony/form-runtime/playground`: the designers' payload editor and preview, kept out of the engine's entry.
export { Playground } from "./Playground";
