import { createFileRoute } from "@tanstack/react-router";
import { AddressPage } from "../../features/address/components/AddressPage";

export const Route = createFileRoute("/panel/address")({
  component: function AddressRoute() {
    return <AddressPage />;
  },
});
