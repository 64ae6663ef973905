import { createFileRoute } from "@tanstack/react-router";
import { walletQuery } from "../../../features/wallet/api/queries";
import { WalletLayout } from "../../../features/wallet/components/WalletLayout";

export const Route = createFileRoute("/panel/wallet")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(walletQuery(context.api));
  },
  component: WalletLayout,
});
