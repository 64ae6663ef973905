import { useQuery } from "@tanstack/react-query";
import { Link, Outlet } from "@tanstack/react-router";
import { useServices } from "../../../app/ServicesContext";
import { screenErrorsMessages } from "../../../messages/screenErrors";
import { walletMessages } from "../../../messages/wallet";
import { formatToman } from "../../../shared/format/money";
import { walletQuery } from "../api/queries";

/** /panel/wallet layout: balance in tomans, the completion note and the three tabs. */
export function WalletLayout() {
  const { api } = useServices();
  const wallet = useQuery(walletQuery(api));
  const w = walletMessages;
  return (
    <div className="stack">
      <h1 className="page-title">{w.title}</h1>
      <div className="card wallet-head">
        <span>{w.balance}</span>
        <strong className="balance" data-testid="wallet-balance">
          {wallet.isError
            ? screenErrorsMessages.walletScreen
            : wallet.data
              ? formatToman(wallet.data.balance)
              : "…"}
        </strong>
        {wallet.data ? (
          <small className="muted">
            {w.withdrawable}: {formatToman(wallet.data.withdrawable_balance)}
          </small>
        ) : null}
        <Link to="/panel/wallet" className="btn btn-primary">
          {w.topUp}
        </Link>
        <p className="note">{w.note}</p>
      </div>
      <nav className="tabs" aria-label={w.title}>
        <Link
          to="/panel/wallet"
          activeOptions={{ exact: true }}
          className="tab-link"
          activeProps={{ className: "tab-link active", "aria-current": "page" }}
        >
          {w.tabTopUp}
        </Link>
        <Link
          to="/panel/wallet/receipts"
          className="tab-link"
          activeProps={{ className: "tab-link active", "aria-current": "page" }}
        >
          {w.tabReceipts}
        </Link>
        <Link
          to="/panel/wallet/transactions"
          className="tab-link"
          activeProps={{ className: "tab-link active", "aria-current": "page" }}
        >
          {w.tabTransactions}
        </Link>
      </nav>
      <Outlet />
    </div>
  );
}
