// `@ceremony/api-client/contract`: what the contract defines, without the client. The types of every schema and
// the named constants (enum members, page size), for code that shares the wire but not the browser client — the
// reference server. Importing it loads only src/generated/constants.ts.
export * from "./generated/constants";
export type { components, paths } from "./generated/schema";
