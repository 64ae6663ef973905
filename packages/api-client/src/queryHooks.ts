import createQueryClient, { type OpenapiQueryClient } from "openapi-react-query";
import type { ApiClient } from "./createApiClient";
import type { paths } from "./generated/schema";

/** openapi-react-query over an api client's `client`: `queryOptions`, `useQuery`, `useMutation`... */
export function createApiQueryHooks(api: ApiClient): OpenapiQueryClient<paths> {
  return createQueryClient(api.client);
}
