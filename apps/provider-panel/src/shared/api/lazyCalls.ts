import { ApiError } from "@ceremony/api-client";
import { errorsMessages } from "../../messages/errors";

type AsyncCalls = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * Stands in for an object of async calls whose code loads on first use: any call waits for `load` and forwards its
 * arguments to the same-named call of the loaded object (no list of names, so the sign-in bundle carries none). A
 * failed load (offline, a new deployment) rejects that call with a Persian `ApiError` and is tried again next time.
 * `then` and symbols read as absent, so the object is never mistaken for a promise.
 */
export function lazyCalls<T extends AsyncCalls>(load: () => Promise<T>): T {
  let loading: Promise<T> | null = null;
  const loaded = () => {
    loading ??= load().catch(() => {
      loading = null;
      const online = typeof navigator === "undefined" || navigator.onLine;
      throw new ApiError({
        code: null,
        status: 0,
        message: online ? errorsMessages.generic : errorsMessages.offline,
      });
    });
    return loading;
  };
  // Every string property but `then` is a call that forwards to the loaded object's call of that name.
  return new Proxy({} as T, {
    get: (_target, name) =>
      typeof name !== "string" || name === "then"
        ? undefined
        : async (...args: never[]) => {
            const calls = await loaded();
            const call = calls[name];
            if (typeof call !== "function") throw new TypeError(`no call ${name}`);
            return call(...args);
          },
  });
}
