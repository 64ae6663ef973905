import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { AutoLogin } from "../features/auth/components/AutoLogin";

export const Route = createFileRoute("/_auto_login")({
  validateSearch: v.object({ temp_token: v.optional(v.fallback(v.string(), "")) }),
  component: function AutoLoginRoute() {
    const { temp_token } = Route.useSearch();
    return <AutoLogin tempToken={temp_token || undefined} />;
  },
});
