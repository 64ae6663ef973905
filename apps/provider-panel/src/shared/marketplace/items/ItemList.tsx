import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue } from "react";
import { itemMessages } from "../../../messages/item";
import { marketplaceMessages } from "../../../messages/marketplace";
import { InfiniteSentinel } from "../../ui/InfiniteSentinel";
import { EmptyView, ErrorView, Skeleton } from "../../ui/ListState";
import { useInitialData } from "../useMarketplaceCalls";
import { ItemCard } from "./ItemCard";
import { type StatusKind, statusEnumerationId } from "./itemStatus";
import type { ServiceItem } from "./serviceItem";

type ItemsPage = { data: ServiceItem[]; count: number };

/** One paged item list with its states: skeleton, error view with retry, empty view, cards and infinite scroll. */
export function ItemList({
  list,
  statusKind,
  emptyText,
  emptyAction,
  onDetail,
  actions,
}: {
  list: UseInfiniteQueryResult<InfiniteData<ItemsPage | undefined>, unknown>;
  /** Which status the cards name (see StatusKind). */
  statusKind: StatusKind;
  emptyText: string;
  /** Below the empty view: what the provider can do about it (clear the filters). */
  emptyAction?: ReactNode;
  onDetail: (item: ServiceItem) => void;
  actions?: (item: ServiceItem) => ReactNode;
}) {
  // An answer re-renders its screen at once (the query's store updates synchronously), and a page of cards rendered
  // in that task was the longest task of the list screens. Deferred, the cards render in a second pass that React
  // splits into slices and yields between, while the skeleton stays.
  const data = useDeferredValue(list.data);
  const { enumerations, constants } = useInitialData();
  if (list.isPending) return <Skeleton rows={3} lines={3} />;
  if (list.isError && !list.data) {
    return <ErrorView error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  if (!data) return list.data ? <Skeleton rows={3} lines={3} /> : null;
  const items = data.pages.flatMap((page) => page?.data ?? []);
  if (items.length === 0)
    return (
      <>
        <EmptyView text={emptyText} />
        {emptyAction}
      </>
    );
  return (
    <>
      <div className="item-list">
        {items.map((item) => (
          <ItemCard
            key={item.id}
            item={item}
            enumerations={enumerations}
            statusKind={statusKind}
            statusEnumerationId={statusEnumerationId(constants, statusKind)}
            onDetail={() => onDetail(item)}
            actions={actions?.(item)}
          />
        ))}
      </div>
      <InfiniteSentinel source={list} />
      {list.hasNextPage ? (
        <button
          type="button"
          className="btn btn-secondary block"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {marketplaceMessages.loadMore}
        </button>
      ) : null}
      {/* Once the deferred cards have caught up: the marker would otherwise show above a page still coming. */}
      {!list.hasNextPage && !list.isFetchNextPageError && data === list.data ? (
        <p className="item-end" data-testid="list-end">
          {itemMessages.endOfList}
        </p>
      ) : null}
      {list.isFetchNextPageError ? (
        <ErrorView error={list.error} onRetry={() => void list.fetchNextPage()} />
      ) : null}
    </>
  );
}
