import { createFileRoute } from "@tanstack/react-router";
import { WalletLayout } from "../../../features/wallet/components/WalletLayout";
import { walletQuery } from "../../../shared/api/walletQuery";

export const Route = createFileRoute("/panel/wallet")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(walletQuery(context.client));
  },
  component: WalletLayout,
});
