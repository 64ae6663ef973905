import type { ApiClient } from "@ceremony/api-client";
import { queryOptions } from "@tanstack/react-query";
import { required } from "../../../shared/api/answers";

/** The deployed build's changelog (`/changelog.json`): the prompt and the dialog read the same entry. */
export const changelogQuery = ({ client }: ApiClient) =>
  queryOptions({
    queryKey: ["changelog"],
    queryFn: async () => required((await client.GET("/changelog.json")).data),
    staleTime: 600_000,
    retry: false,
    meta: { silent: true },
  });
