// Build step: TanStack Form's core talks to the TanStack devtools through `@tanstack/devtools-event-client`, which it
// imports unconditionally. In a production page no devtools listen: the client queues every form event (payloads
// included), dispatches a `tanstack-connect` window event on a timer until it gives up, and ships about 2 KB gzipped
// in every route with a server form. The build resolves the package to an inert client instead.

const PACKAGE = "@tanstack/devtools-event-client";
const STUB_ID = "\0no-devtools-event-client";

/** The inert client: the same surface TanStack packages call (`emit`, `on` returning its cleanup), doing nothing. */
export const INERT_EVENT_CLIENT = `export class EventClient {
  constructor() {}
  getPluginId() { return ""; }
  emit() {}
  on() { return () => {}; }
  onAll() { return () => {}; }
  onAllPluginEvents() { return () => {}; }
}
`;

/** Vite plugin (build only): `@tanstack/devtools-event-client` becomes {@link INERT_EVENT_CLIENT}. */
export function noDevtoolsEvents() {
  return {
    name: "no-devtools-events",
    apply: /** @type {const} */ ("build"),
    enforce: /** @type {const} */ ("pre"),
    /** @param {string} id */
    resolveId(id) {
      return id === PACKAGE ? STUB_ID : null;
    },
    /** @param {string} id */
    load(id) {
      return id === STUB_ID ? INERT_EVENT_CLIENT : null;
    },
  };
}
