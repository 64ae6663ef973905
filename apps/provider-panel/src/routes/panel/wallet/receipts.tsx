import { createFileRoute, useLocation } from "@tanstack/react-router";
import { receiptsQuery } from "../../../features/wallet/api/queries";
import { PaymentReturn } from "../../../features/wallet/components/PaymentReturn";
import { ReceiptsList } from "../../../features/wallet/components/ReceiptsList";
import { pageSearchSchema } from "../../../shared/routing/pageSearch";

export const Route = createFileRoute("/panel/wallet/receipts")({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Not awaited: the screen shows its skeleton at once and a failure inside itself (issue 14 items 2–3).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(receiptsQuery(context.client, deps.page));
  },
  component: function ReceiptsRoute() {
    const { page = 1 } = Route.useSearch();
    // The payment page returns here with ?payment=<token>&status=paid|cancelled; read in this lazily loaded
    // component rather than in validateSearch, which sits in the first chunk. Any other status shows nothing.
    const { status } = useLocation().search as { status?: unknown };
    const navigate = Route.useNavigate();
    return (
      <>
        {status === "paid" || status === "cancelled" ? (
          <PaymentReturn
            status={status}
            onDismiss={() => void navigate({ search: { page }, replace: true })}
          />
        ) : null}
        <ReceiptsList page={page} onPage={(p) => void navigate({ search: { page: p } })} />
      </>
    );
  },
});
