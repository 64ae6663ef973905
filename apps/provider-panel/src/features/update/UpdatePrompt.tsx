import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useServices } from "../../app/ServicesContext";
import { APP_VERSION_CODE } from "../../shared/ui/version";

const UpdateDialog = lazy(() => import("./UpdateDialog").then((m) => ({ default: m.UpdateDialog })));

/** Reads /changelog.json and, only when it names a newer build, loads the update dialog. */
export function UpdatePrompt() {
  const { api } = useServices();
  const changelog = useQuery({
    queryKey: ["changelog"],
    queryFn: () => api.getChangelog(),
    staleTime: 600_000,
    retry: false,
    meta: { silent: true },
  });
  if (!changelog.data || changelog.data.version_code <= APP_VERSION_CODE) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog />
    </Suspense>
  );
}
