import { useQuery } from "@tanstack/react-query";
import { Link, Outlet } from "@tanstack/react-router";
import { screenErrorsMessages } from "../../../messages/screenErrors";
import { walletMessages } from "../../../messages/wallet";
import { walletQuery } from "../../../shared/api/walletQuery";
import { formatToman } from "../../../shared/format/money";
import { useServices } from "../../../shared/services/ServicesContext";
import { TabNav } from "../../../shared/ui/TabNav";
// The whole wallet's styles (its tabs' too: TopUpForm, ReceiptsList): the layout wraps every wallet tab.
import "./wallet.css";

/** /panel/wallet layout: balance in tomans, the completion note and the three tabs. */
export function WalletLayout() {
  const { client } = useServices();
  const wallet = useQuery(walletQuery(client));
  const w = walletMessages;
  return (
    <div className="stack">
      <h1 className="page-title">{w.title}</h1>
      <div className="card wallet-head">
        <span>{w.balance}</span>
        <strong className="balance" data-testid="wallet-balance">
          {wallet.data
            ? formatToman(wallet.data.balance)
            : wallet.isError
              ? screenErrorsMessages.walletScreen
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
      <TabNav
        label={w.title}
        tabs={[
          { to: "/panel/wallet", label: w.tabTopUp, exact: true },
          { to: "/panel/wallet/receipts", label: w.tabReceipts },
          { to: "/panel/wallet/transactions", label: w.tabTransactions },
        ]}
      />
      <Outlet />
    </div>
  );
}
