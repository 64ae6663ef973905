import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { notificationsMessages } from "../../../messages/notifications";
import { formatJalali } from "../../../shared/format/jalali";
import { useBehindOverlay } from "../../../shared/routing/useBehindOverlay";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { InfiniteSentinel } from "../../../shared/ui/InfiniteSentinel";
import { EmptyView, ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { Modal } from "../../../shared/ui/Modal";
import { type Message, messagesQuery } from "../api/queries";
import { setAllSeen, setSeen } from "../api/seen";
import type { NotificationsSearch } from "../notificationsSearch";

/**
 * How long a list the route's loader has just brought counts as fresh: the screen that mounts with it shows it and
 * does not ask for it a second time (a second request on the way to the page's first paint).
 */
const LOADED_FRESH_MS = 5_000;

/** Props of {@link NotificationsPage}: the route's search (the open detail) and how to change it. */
export interface NotificationsPageProps {
  search: NotificationsSearch;
  onSearch: (next: NotificationsSearch, options?: { replace?: boolean }) => void;
}

/**
 * /panel/notifications: infinite list, detail modal that marks seen, and see-all. The open detail is in the address
 * (`?message=`), so the phone's back closes it instead of leaving the screen.
 */
export function NotificationsPage({ search, onSearch }: NotificationsPageProps) {
  const { client, toaster } = useServices();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({ ...messagesQuery(client), staleTime: LOADED_FRESH_MS });
  const behind = useBehindOverlay(search, "message", onSearch);
  const n = notificationsMessages;

  const markSeen = (id: number) =>
    queryClient.setQueryData<InfiniteData<{ data: Message[]; count: number }>>(["messages"], (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              data: p.data.map((m) => (m.id === id ? { ...m, seen: true } : m)),
            })),
          }
        : data,
    );
  const seen = useMutation({
    mutationFn: (id: number) => setSeen(client, [id]),
    onSuccess: (_r, id) => markSeen(id),
  });
  const seeAll = useMutation({
    mutationFn: () => setAllSeen(client),
    onSuccess: async (message) => {
      if (message) toaster.success(message);
      await queryClient.resetQueries({ queryKey: ["messages"] });
    },
  });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  const open = (m: Message) => {
    behind.onSearch({ ...search, message: m.id });
    if (!m.seen) seen.mutate(m.id);
  };
  const close = () => behind.onSearch({ ...search, message: undefined }, { replace: true });
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  // An address naming a message not in the loaded pages (an old link, another account's) opens nothing.
  const selected = behind.overlay === undefined ? null : (items.find((m) => m.id === behind.overlay) ?? null);

  return (
    <section className="stack" aria-labelledby="notifications-title">
      <div className="row-between">
        <h1 id="notifications-title" className="page-title">
          {n.title}
        </h1>
        <Button variant="secondary" loading={seeAll.isPending} onClick={() => seeAll.mutate()}>
          {n.seeAll}
        </Button>
      </div>
      {list.isPending ? (
        <Skeleton lines={3} />
      ) : list.isError && !list.data ? (
        <ErrorView error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyView text={n.empty} />
      ) : (
        <ul className="list">
          {items.map((m) => (
            <li key={m.id} className={`card list-item${m.seen ? "" : " unseen"}`} data-seen={m.seen}>
              <div className="row-between">
                <h2 className="item-title">
                  {m.seen ? null : <span className="dot dot-on" role="img" aria-label={n.unseen} />}{" "}
                  {m.subject}
                </h2>
                <time className="muted">{formatJalali(m.created_at)}</time>
              </div>
              <p className="clamp">{m.text}</p>
              <Button variant="link" onClick={() => open(m)}>
                {n.details}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <InfiniteSentinel source={list} />
      {hasNextPage ? (
        <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {n.loadMore}
        </Button>
      ) : null}
      <Modal open={selected !== null} onClose={close} title={selected?.subject ?? n.details}>
        {selected ? (
          <>
            <time className="muted">{formatJalali(selected.created_at)}</time>
            <p className="pre-line">{selected.text}</p>
            {selected.item ? (
              <Link
                to="/panel/requests"
                search={{ formId: selected.item.form_id, detailId: selected.item.id }}
                className="btn btn-primary block"
              >
                {n.openRequest}
              </Link>
            ) : null}
          </>
        ) : null}
      </Modal>
    </section>
  );
}
