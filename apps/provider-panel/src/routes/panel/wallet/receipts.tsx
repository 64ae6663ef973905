import { createFileRoute } from "@tanstack/react-router";
import { receiptsQuery } from "../../../features/wallet/api/queries";
import { ReceiptsList } from "../../../features/wallet/components/ReceiptsList";
import { pageSearchSchema } from "../../../shared/routing/pageSearch";

export const Route = createFileRoute("/panel/wallet/receipts")({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Not awaited: the screen shows its skeleton at once and a failure inside itself (issue 14 items 2–3).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(receiptsQuery(context.api, deps.page));
  },
  component: function ReceiptsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ReceiptsList page={page} onPage={(p) => void navigate({ search: { page: p } })} />;
  },
});
