import { ApiError } from "@ceremony/api-client";
import { errorsMessages } from "../../messages";

type AsyncCalls = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * Stands in for an object of async calls whose code loads on first use: each named call waits for `load` and
 * forwards its arguments. A failed load (offline, a new deployment) rejects that call with a Persian `ApiError`
 * and is tried again on the next call.
 */
export function lazyCalls<T extends AsyncCalls>(
  load: () => Promise<T>,
  names: readonly (keyof T & string)[],
): T {
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
  const calls: Partial<Record<keyof T, (...args: never[]) => Promise<unknown>>> = {};
  for (const name of names) {
    calls[name] = async (...args) => {
      const call: T[keyof T] = (await loaded())[name];
      return call(...args);
    };
  }
  // Every name is now set, each forwarding to the same-named call of the loaded object.
  return calls as T;
}
