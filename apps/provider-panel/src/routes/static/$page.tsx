import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { cmsPageQuery } from "../../features/static/api/queries";
import { StaticLayout } from "../../features/static/components/StaticLayout";
import { StaticPage } from "../../features/static/components/StaticPage";

const pageName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/));

export const Route = createFileRoute("/static/$page")({
  params: {
    parse: ({ page }) => ({ page: v.is(pageName, page) ? page : "not-found" }),
    stringify: ({ page }) => ({ page }),
  },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(cmsPageQuery(context.api, `/static/${params.page}`));
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
