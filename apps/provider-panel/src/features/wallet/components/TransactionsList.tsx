import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { useQuery } from "@tanstack/react-query";
import { walletMessages } from "../../../messages/wallet";
import { formatJalali } from "../../../shared/format/jalali";
import { formatToman } from "../../../shared/format/money";
import { useServices } from "../../../shared/services/ServicesContext";
import { EmptyView, ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { Pager } from "../../../shared/ui/Pager";
import { iconEmptyReceipt } from "../../../shared/ui/stateIcons";
import { transactionsQuery } from "../api/queries";

/** Transaction history, 10 a page. */
export function TransactionsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { client } = useServices();
  const list = useQuery(transactionsQuery(client, page));
  if (list.isPending) return <Skeleton />;
  // A failed refetch keeps what was shown (the offline notice says why it may be old).
  if (list.data === undefined)
    return <ErrorView error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0)
    return <EmptyView text={walletMessages.emptyTransactions} icon={iconEmptyReceipt} />;
  return (
    <>
      <ul className="list" aria-label={walletMessages.tabTransactions}>
        {list.data.data.map((t) => (
          <li key={t.id} className="card list-item">
            <div className="row-between">
              <strong className={t.amount < 0 ? "text-danger" : "text-success"}>
                {t.amount < 0 ? walletMessages.withdraw : walletMessages.deposit}:{" "}
                {formatToman(Math.abs(t.amount))}
              </strong>
              <time className="muted">{formatJalali(t.created_at)}</time>
            </div>
            <p>{t.title}</p>
          </li>
        ))}
      </ul>
      <Pager page={page} count={list.data.count} pageSize={PAGE_SIZE} onPage={onPage} />
    </>
  );
}
