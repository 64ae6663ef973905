import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { toPersianDigits } from "@ceremony/persian-text";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { walletMessages } from "../../../messages/wallet";
import { formatJalali } from "../../../shared/format/jalali";
import { formatToman } from "../../../shared/format/money";
import { useServices } from "../../../shared/services/ServicesContext";
import { EmptyView, ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { Pager } from "../../../shared/ui/Pager";
import { iconEmptyReceipt } from "../../../shared/ui/stateIcons";
import { receiptsQuery } from "../api/queries";

/** Online receipts, 10 a page: price, id, time and type (invoice payment or wallet charge). */
export function ReceiptsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { client } = useServices();
  const list = useQuery(receiptsQuery(client, page));
  const w = walletMessages;
  if (list.isPending) return <Skeleton />;
  // A failed refetch keeps what was shown (the offline notice says why it may be old).
  if (list.data === undefined)
    return <ErrorView error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) return <EmptyView text={w.emptyReceipts} icon={iconEmptyReceipt} />;
  return (
    <>
      <ul className="list" aria-label={w.tabReceipts}>
        {list.data.data.map((r) => (
          <li key={r.id} className="card list-item">
            <details>
              <summary className="row-between">
                <strong>{formatToman(r.price)}</strong>
                <span>{r.order_id ? w.invoicePayment : w.walletCharge}</span>
              </summary>
              <dl className="kv">
                <dt>{w.receiptId}</dt>
                <dd>{toPersianDigits(r.id)}</dd>
                <dt>{w.receiptType}</dt>
                <dd>
                  {r.order_id ? (
                    <Link
                      to="/panel/orders/$orderId"
                      params={{ orderId: String(r.order_id) }}
                      className="receipt-order-link"
                    >
                      {w.invoicePayment} {toPersianDigits(r.order_id)}
                    </Link>
                  ) : (
                    w.walletCharge
                  )}
                </dd>
              </dl>
            </details>
            <time className="muted">{formatJalali(r.created_at)}</time>
          </li>
        ))}
      </ul>
      <Pager page={page} count={list.data.count} pageSize={PAGE_SIZE} onPage={onPage} />
    </>
  );
}
