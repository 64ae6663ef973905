import { createFileRoute } from "@tanstack/react-router";
import { transactionsQuery } from "../../../features/wallet/api/queries";
import { TransactionsList } from "../../../features/wallet/components/TransactionsList";
import { pageSearchSchema } from "../../../shared/routing/pageSearch";

export const Route = createFileRoute("/panel/wallet/transactions")({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Not awaited: the screen shows its skeleton at once and a failure inside itself (issue 14 items 2–3).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(transactionsQuery(context.client, deps.page));
  },
  component: function TransactionsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <TransactionsList page={page} onPage={(p) => void navigate({ search: { page: p } })} />;
  },
});
