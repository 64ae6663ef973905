// `@ceremony/form-runtime/testing`: what an adopter's tests and stories need, kept out of the engine's entry.
export type { MemoryMapOptions, MemoryServiceArea } from "../map/testing/memoryMapAdapters";
export { createMemoryMapAdapters, MASHHAD_AREA, MEMORY_PLACES } from "../map/testing/memoryMapAdapters";
export type { MemoryModuleOptions } from "../modules/testing/memoryModuleAdapters";
export { createMemoryModuleAdapters } from "../modules/testing/memoryModuleAdapters";
export type { MemoryAdapters, MemoryAdaptersOptions, MemoryStorage } from "./memoryAdapters";
export { createMemoryAdapters } from "./memoryAdapters";
export type { ElementFields } from "./payloadBuilders";
export { serverElement, serverFormPayload } from "./payloadBuilders";
export type { RenderedServerForm, RenderServerFormOptions } from "./renderServerForm";
export { renderServerForm } from "./renderServerForm";
