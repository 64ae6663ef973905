import { createFileRoute } from "@tanstack/react-router";
import { useMemo } from "react";
import { MyServices } from "../../../features/services/components/MyServices";
import { openIds, openSearch } from "../../../features/services/openCategories";
import { servicesSearch } from "../../../features/services/servicesSearch";

export const Route = createFileRoute("/panel/services/")({
  validateSearch: servicesSearch,
  component: function ServicesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const open = useMemo(() => openIds(search), [search]);
    return (
      <MyServices
        open={open}
        onOpenChange={(next) => void navigate({ search: openSearch(next), replace: true })}
      />
    );
  },
});
