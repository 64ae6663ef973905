import type { ApiClient } from "@ceremony/api-client";
import { queryOptions } from "@tanstack/react-query";
import { required } from "../../../shared/api/answers";

/** The suppliers' rules page (HTML body). */
export const rulesQuery = ({ client }: ApiClient) =>
  queryOptions({
    queryKey: ["static", "rules"],
    queryFn: async () => {
      const { data } = await client.GET("/static/rules_regulations_of_suppliers", {
        params: { query: { service: 2 } },
      });
      return required(data).data[0]?.content[0]?.html_body ?? "";
    },
    staleTime: 3_600_000,
  });
