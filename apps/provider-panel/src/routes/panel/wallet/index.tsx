import { createFileRoute } from "@tanstack/react-router";
import { TopUpForm } from "../../../features/wallet/components/TopUpForm";
import { walletSearch } from "../../../features/wallet/walletSearch";

export const Route = createFileRoute("/panel/wallet/")({
  validateSearch: walletSearch,
  component: function WalletRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TopUpForm
        search={search}
        onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
      />
    );
  },
});
