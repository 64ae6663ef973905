import { useQuery } from "@tanstack/react-query";
import { screenErrorsMessages } from "../../../messages/screenErrors";
import { configQuery } from "../../../shared/api/configQuery";
import { SafeHtml } from "../../../shared/html/SafeHtml";
import { useServices } from "../../../shared/services/ServicesContext";
import { ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { cmsPageQuery } from "../api/queries";

/** /static/{page}: a CMS page (help, contact us, about us); its HTML is sanitised. */
export function StaticPage({ page }: { page: string }) {
  const { initialDataCache, client } = useServices();
  const path = `/static/${page}`;
  const config = useQuery(configQuery({ client, initialDataCache }));
  const content = useQuery(cmsPageQuery(client, path));
  const title = config.data?.pages.find((p) => p.url === path)?.title ?? content.data?.title ?? "";
  if (content.isPending) return <Skeleton rows={6} />;
  if (content.isError) {
    return <ErrorView text={screenErrorsMessages.screenFetch} onRetry={() => void content.refetch()} />;
  }
  return (
    <article className="card stack">
      <h1 className="page-title">{title}</h1>
      <SafeHtml className="rich-text" html={content.data.html} />
    </article>
  );
}
