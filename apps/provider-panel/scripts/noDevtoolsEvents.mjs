// Build step: TanStack Form's core talks to the TanStack devtools through `@tanstack/devtools-event-client`, which it
// imports unconditionally. In a production page no devtools listen: the client queues every form event (payloads
// included), dispatches a `tanstack-connect` window event on a timer until it gives up, and ships about 2 KB gzipped
// in every route with a server form. The build resolves the package to an inert client instead. Form-core's only use of
// `@tanstack/pacer-lite` is to throttle the form state it sends to that client: with nothing listening there is
// nothing to throttle, so the build resolves it to a pass-through as well.

const PACKAGE = "@tanstack/devtools-event-client";
const STUB_ID = "\0no-devtools-event-client";
const THROTTLE_PACKAGE = "@tanstack/pacer-lite";
const THROTTLE_STUB_ID = "\0no-devtools-throttle";

/** `liteThrottle` for calls that reach the inert client only: each call goes straight through. */
export const PASS_THROUGH_THROTTLE = `export function liteThrottle(fn) { return fn; }
`;

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

/**
 * Vite plugin (build only): `@tanstack/devtools-event-client` becomes {@link INERT_EVENT_CLIENT} and
 * `@tanstack/pacer-lite` {@link PASS_THROUGH_THROTTLE}.
 */
export function noDevtoolsEvents() {
  return {
    name: "no-devtools-events",
    apply: /** @type {const} */ ("build"),
    enforce: /** @type {const} */ ("pre"),
    /** @param {string} id */
    resolveId(id) {
      if (id === PACKAGE) return STUB_ID;
      return id === THROTTLE_PACKAGE ? THROTTLE_STUB_ID : null;
    },
    /** @param {string} id */
    load(id) {
      if (id === STUB_ID) return INERT_EVENT_CLIENT;
      return id === THROTTLE_STUB_ID ? PASS_THROUGH_THROTTLE : null;
    },
  };
}
