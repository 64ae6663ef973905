import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { swUpdates } from "../../shared/pwa/swUpdates";
import { useServices } from "../../shared/services/ServicesContext";
import { APP_VERSION_CODE } from "../../shared/ui/version";
import { changelogQuery } from "./api/changelogQuery";

const UpdateDialog = lazy(() => import("./UpdateDialog").then((m) => ({ default: m.UpdateDialog })));

/**
 * Reads /changelog.json and, only when it names a newer build, loads the update dialog. A new service worker
 * waiting to take over (a new build was deployed) makes it read the changelog again at once.
 */
export function UpdatePrompt() {
  const { client, queryClient } = useServices();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ["changelog"] });
    if (swUpdates.waiting()) refetch();
    return swUpdates.subscribe(refetch);
  }, [queryClient]);
  const changelog = useQuery(changelogQuery(client));
  if (!changelog.data || changelog.data.version_code <= APP_VERSION_CODE) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog />
    </Suspense>
  );
}
