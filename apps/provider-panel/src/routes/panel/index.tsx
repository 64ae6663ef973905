import { createFileRoute } from "@tanstack/react-router";
import { PanelHome } from "../../features/home/components/PanelHome";
import { walletQuery } from "../../shared/api/walletQuery";

export const Route = createFileRoute("/panel/")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(walletQuery(context.client));
  },
  component: PanelHome,
});
