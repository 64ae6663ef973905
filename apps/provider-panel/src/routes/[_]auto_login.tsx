import { createFileRoute } from "@tanstack/react-router";
import { AutoLogin } from "../features/auth/components/AutoLogin";
import { isString, searchParam } from "../shared/routing/searchParam";

const tempToken = searchParam(isString, "");

export const Route = createFileRoute("/_auto_login")({
  validateSearch: (search: Record<string, unknown>): { temp_token?: string } => ({
    temp_token: tempToken(search.temp_token),
  }),
  component: function AutoLoginRoute() {
    const { temp_token } = Route.useSearch();
    return <AutoLogin tempToken={temp_token || undefined} />;
  },
});
