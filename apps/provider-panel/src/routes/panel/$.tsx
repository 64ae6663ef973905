import { createFileRoute, notFound } from "@tanstack/react-router";
import { ComingSoon } from "../../features/coming-soon/ComingSoon";
import { marketplacePrefix } from "../../features/coming-soon/marketplacePaths";
import { marketplaceTitle } from "../../features/coming-soon/marketplaceTitle";

export const Route = createFileRoute("/panel/$")({
  beforeLoad: ({ params }) => {
    if (marketplacePrefix(params._splat ?? "") === null) throw notFound();
  },
  component: function ComingSoonRoute() {
    const { _splat } = Route.useParams();
    return <ComingSoon title={marketplaceTitle(_splat ?? "") ?? undefined} />;
  },
});
