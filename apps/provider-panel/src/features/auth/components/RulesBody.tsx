import { useQuery } from "@tanstack/react-query";
import { SafeHtml } from "../../../shared/html/SafeHtml";
import { useServices } from "../../../shared/services/ServicesContext";
import { ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { rulesQuery } from "../api/queries";

/** The rules page's HTML, sanitised (loaded only when the rules modal opens). */
export function RulesBody() {
  const { client } = useServices();
  const rules = useQuery(rulesQuery(client));
  if (rules.isPending) return <Skeleton rows={6} />;
  if (rules.isError) return <ErrorView onRetry={() => void rules.refetch()} />;
  return <SafeHtml className="rich-text" html={rules.data} />;
}
