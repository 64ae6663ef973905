import { createFileRoute } from "@tanstack/react-router";
import { OrderPage } from "../../../features/orders/components/OrderPage";

export const Route = createFileRoute("/panel/orders/$orderId")({
  component: function OrderRoute() {
    const { orderId } = Route.useParams();
    const id = /^\d+$/.test(orderId) && Number(orderId) >= 1 ? Number(orderId) : null;
    return <OrderPage orderId={id} />;
  },
});
