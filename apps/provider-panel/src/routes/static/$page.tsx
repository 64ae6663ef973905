import { createFileRoute } from "@tanstack/react-router";
import { cmsPageQuery } from "../../features/static/api/queries";
import { StaticLayout } from "../../features/static/components/StaticLayout";
import { StaticPage } from "../../features/static/components/StaticPage";
import { matching } from "../../shared/routing/searchParam";

const isPageName = matching(/^[A-Za-z0-9_-]{1,100}$/);

export const Route = createFileRoute("/static/$page")({
  params: {
    parse: ({ page }) => ({ page: isPageName(page) ? page : "not-found" }),
    stringify: ({ page }) => ({ page }),
  },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(cmsPageQuery(context.client, `/static/${params.page}`));
  },
  component: function StaticRoute() {
    const { page } = Route.useParams();
    return (
      <StaticLayout>
        <StaticPage page={page} />
      </StaticLayout>
    );
  },
});
