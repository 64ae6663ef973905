import { createFinalURL, type Middleware, removeTrailingSlash } from "openapi-fetch";
import type { OperationLookup, ServerId } from "../operationTable";

/** Base URL of each host of the contract. */
export type BaseUrls = Record<ServerId, string>;

/**
 * Sends each call to the host its operation names in the contract (`x-server`). A caller that passes its own
 * `baseUrl` (a forced full URL) is left alone; the client's default base is the provider API.
 */
export function createBaseUrlMiddleware(options: {
  baseUrls: BaseUrls;
  operations: OperationLookup;
}): Middleware {
  const providerBase = removeTrailingSlash(options.baseUrls.provider);
  return {
    onRequest({ request, schemaPath, params, options: merged }) {
      if (removeTrailingSlash(merged.baseUrl) !== providerBase) return undefined;
      const { server } = options.operations.resolve(request.method, schemaPath);
      if (server === "provider") return undefined;
      const url = createFinalURL(schemaPath, {
        baseUrl: removeTrailingSlash(options.baseUrls[server]),
        params,
        querySerializer: merged.querySerializer,
        pathSerializer: merged.pathSerializer,
      });
      return new Request(url, request);
    },
  };
}
