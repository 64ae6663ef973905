import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { toPersianDigits } from "@ceremony/persian-text";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ordersMessages } from "../../../messages/orders";
import { formatJalali } from "../../../shared/format/jalali";
import { formatToman } from "../../../shared/format/money";
import { useServices } from "../../../shared/services/ServicesContext";
import { EmptyView, ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { findOrderReceipts } from "../orderReceipts";

const m = ordersMessages;

/**
 * /panel/orders/{order_id}: the target of the receipt links. The calls tell only the payments of an order (the
 * receipts history), so the page lists those with their total (docs/decisions/provider-panel.md).
 */
export function OrderPage({ orderId }: { orderId: number | null }) {
  const { client } = useServices();
  const receipts = useQuery({
    queryKey: ["get", "/api/financial/balance/internet_receipt/history", { order: orderId }],
    queryFn: ({ signal }) =>
      findOrderReceipts(orderId ?? 0, async (offset) => {
        const answer = await client.client.GET("/api/financial/balance/internet_receipt/history", {
          params: { query: { limit: PAGE_SIZE, offset } },
          signal,
        });
        return answer.data ?? { data: [], count: 0 };
      }),
    enabled: orderId !== null,
    meta: { silent: true },
  });
  if (orderId === null) return <ErrorView text={m.invalid} />;
  const found = receipts.data?.receipts ?? [];
  const total = found.reduce((sum, r) => sum + Number(r.price), 0);
  return (
    <section className="stack" aria-labelledby="order-title">
      <h1 id="order-title" className="page-title">
        {m.title(toPersianDigits(orderId))}
      </h1>
      <h2 className="section-title">{m.receipts}</h2>
      {receipts.isPending ? (
        <Skeleton rows={2} />
      ) : receipts.isError && !receipts.data ? (
        <ErrorView
          error={receipts.error}
          onRetry={() => void receipts.refetch()}
          retrying={receipts.isFetching}
        />
      ) : found.length === 0 ? (
        <EmptyView text={m.noReceipts} />
      ) : (
        <>
          {found.map((r) => (
            <dl key={r.id} className="card item-facts">
              <dt>{m.receiptId}</dt>
              <dd>{toPersianDigits(r.id)}</dd>
              <dt>{m.paidAt}</dt>
              <dd>{formatJalali(r.created_at)}</dd>
              <dt>{m.amount}</dt>
              <dd>{formatToman(Number(r.price))}</dd>
            </dl>
          ))}
          <p>
            {m.total}: <strong>{formatToman(total)}</strong>
          </p>
        </>
      )}
      <Link to="/panel/wallet/receipts" className="btn btn-secondary block">
        {m.toWallet}
      </Link>
    </section>
  );
}
