import { createFileRoute } from "@tanstack/react-router";
import { MyServices } from "../../../features/services/components/MyServices";

export const Route = createFileRoute("/panel/services/")({
  component: MyServices,
});
