import { queryOptions } from "@tanstack/react-query";
import type { ProviderApi } from "../../../shared/api/port";

/** A CMS page's HTML by its path. */
export const cmsPageQuery = (api: ProviderApi, path: string) =>
  queryOptions({ queryKey: ["page", path], queryFn: () => api.getCmsPage(path), staleTime: 3_600_000 });
