import { createFileRoute } from "@tanstack/react-router";
import { receiptsQuery } from "../../../features/wallet/api/queries";
import { PaymentReturn } from "../../../features/wallet/components/PaymentReturn";
import { ReceiptsList } from "../../../features/wallet/components/ReceiptsList";
import { type PaymentOutcome, paymentStatusParam } from "../../../features/wallet/paymentReturn";
import { pageSearchSchema } from "../../../shared/routing/pageSearch";

export const Route = createFileRoute("/panel/wallet/receipts")({
  // The payment page returns here with ?payment=<token>&status=paid|cancelled.
  validateSearch: (search: Record<string, unknown>): { page?: number; status?: PaymentOutcome } => {
    const status = paymentStatusParam(search.status);
    return { ...pageSearchSchema(search), ...(status ? { status } : {}) };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Not awaited: the screen shows its skeleton at once and a failure inside itself (issue 14 items 2–3).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(receiptsQuery(context.api, deps.page));
  },
  component: function ReceiptsRoute() {
    const { page = 1, status } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        {status ? (
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
