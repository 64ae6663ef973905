import { createFileRoute, notFound } from "@tanstack/react-router";
import { ComingSoon } from "../../features/coming-soon/ComingSoon";
import { marketplaceTitle } from "../../features/coming-soon/marketplacePaths";

export const Route = createFileRoute("/panel/$")({
  beforeLoad: ({ params }) => {
    const title = marketplaceTitle(params._splat ?? "");
    if (title === null) throw notFound();
    return { comingSoonTitle: title };
  },
  component: function ComingSoonRoute() {
    const { comingSoonTitle } = Route.useRouteContext();
    return <ComingSoon title={comingSoonTitle} />;
  },
});
