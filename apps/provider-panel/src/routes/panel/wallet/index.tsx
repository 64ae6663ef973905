import { createFileRoute } from "@tanstack/react-router";
import { TopUpForm } from "../../../features/wallet/components/TopUpForm";

export const Route = createFileRoute("/panel/wallet/")({
  component: () => <TopUpForm />,
});
