import type { ApiClient } from "@ceremony/api-client";
import { queryOptions } from "@tanstack/react-query";
import { required } from "../../../shared/api/answers";

/** A CMS page by its path: the first static_page widget's title and HTML. */
export const cmsPageQuery = ({ client }: ApiClient, path: string) =>
  queryOptions({
    queryKey: ["page", path],
    queryFn: async () => {
      const widgets = required((await client.GET("/api/page", { params: { query: { path } } })).data).data;
      const widget = widgets.find((w) => w.type === "static_page") ?? widgets[0];
      return { title: widget?.title ?? null, html: widget?.content[0]?.html_body ?? "" };
    },
    staleTime: 3_600_000,
  });
