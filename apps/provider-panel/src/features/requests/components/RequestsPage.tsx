import { ContentStatus, PAGE_SIZE } from "@ceremony/api-client/contract";
import { toPersianDigits } from "@ceremony/persian-text";
import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { memo, useState } from "react";
import { commonMessages } from "../../../messages/common";
import { requestsMessages } from "../../../messages/requests";
import { nextOffset } from "../../../shared/api/paging";
import { ItemDetail } from "../../../shared/marketplace/items/ItemDetail";
import { ItemList } from "../../../shared/marketplace/items/ItemList";
import { readinessDeclared } from "../../../shared/marketplace/items/itemStatus";
import type { ServiceItem } from "../../../shared/marketplace/items/serviceItem";
import {
  ITEM_PATH,
  pathsQueryFilter,
  REQUESTS_ANNOUNCED_KEY,
  REQUESTS_PATH,
} from "../../../shared/marketplace/queryKeys";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { useBehindOverlay } from "../../../shared/routing/useBehindOverlay";
import { useStableCallback } from "../../../shared/routing/useStableCallback";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { Icon, iconCheck } from "../../../shared/ui/Icon";
import { ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { applyFilter } from "../applyFilter";
import type { RequestsSearch } from "../requestsSearch";
import { requestTabsQuery } from "../requestTabsQuery";
import { FilterChips } from "./FilterChips";
import { RequestFilter } from "./RequestFilter";
import "../../../shared/marketplace/items/items.css";

const m = requestsMessages;
/** Request statuses still open to readiness or rejection (spec §4: 0 filling info, 1 awaiting payment, 2 processing). */
const OPEN_STATUSES: readonly number[] = [0, 1, 2];
/** Offer status "searching": a readiness the customer has not answered yet, which the provider may still withdraw. */
const OFFER_SEARCHING = 0;

type OnSearch = (next: RequestsSearch, options?: { replace?: boolean }) => void;

/**
 * /panel/requests (public) and /panel/requests/privates (`my_items`): a tab per approved service, the filter and
 * its chips, the "new requests" banner, the cards with accept (and reject on private ones) and the detail overlay.
 * The filter screen (`?filterBox=1`) opens and closes over the list without rendering the list again.
 */
export function RequestsPage({
  privates,
  search,
  onSearch,
  onAccepted,
}: {
  privates: boolean;
  search: RequestsSearch;
  onSearch: OnSearch;
  /** After readiness was declared: the route goes to /panel/invoice. */
  onAccepted: () => void;
}) {
  const queryClient = useQueryClient();
  const behind = useBehindOverlay(search, "filterBox", onSearch);
  const accepted = useStableCallback(onAccepted);
  return (
    <>
      <RequestsScreen
        privates={privates}
        search={behind.search}
        onSearch={behind.onSearch}
        onAccepted={accepted}
      />
      {behind.overlay === 1 ? (
        <RequestFilter
          value={{ ceremony: search.ceremony ?? [], status: search.status }}
          onClose={() => behind.onSearch({ ...search, filterBox: undefined }, { replace: true })}
          onSubmit={(value) => behind.onSearch(applyFilter(search, value))}
          onRetryOptions={() => void queryClient.invalidateQueries({ queryKey: ["config"] })}
        />
      ) : null}
    </>
  );
}

const RequestsScreen = memo(function RequestsScreen({
  privates,
  search,
  onSearch,
  onAccepted,
}: {
  privates: boolean;
  search: Omit<RequestsSearch, "filterBox">;
  onSearch: OnSearch;
  onAccepted: () => void;
}) {
  const { $api } = useMarketplaceCalls();
  const { toaster } = useServices();
  const queryClient = useQueryClient();
  const services = useQuery(requestTabsQuery($api));
  const approved = (services.data?.data ?? []).filter((s) => s.content.status_id === ContentStatus.APPROVED);
  const tabs = [...new Map(approved.map((s) => [s.form_id, s])).values()];
  const formId = tabs.some((t) => t.form_id === search.formId) ? search.formId : tabs[0]?.form_id;

  const filters = {
    ...(privates ? { my_items: true } : {}),
    ...(search.ceremony ? { ceremony_ids: search.ceremony } : {}),
    ...(search.status !== undefined ? { status_id: search.status as 0 } : {}),
  };
  const query = { form_id: formId ?? 0, limit: PAGE_SIZE, ...filters };
  const list = $api.useInfiniteQuery(
    "get",
    REQUESTS_PATH,
    { params: { query } },
    {
      enabled: formId !== undefined,
      pageParamName: "offset",
      initialPageParam: 0,
      getNextPageParam: (_last, pages) => nextOffset(pages),
      meta: { silent: true },
    },
  );
  // The other tabs' counts under the same filters (one item each: only `count` is read); the selected tab's is its
  // list's own, so the number never disagrees with the cards below it.
  const others = tabs.filter((t) => t.form_id !== formId);
  const otherCounts = useQueries({
    queries: others.map((t) => ({
      ...$api.queryOptions("get", REQUESTS_PATH, {
        params: { query: { form_id: t.form_id, limit: 1, ...filters } },
      }),
      meta: { silent: true },
    })),
  });
  const tabCount = (tabFormId: number): number | undefined =>
    tabFormId === formId
      ? list.data?.pages[0]?.count
      : otherCounts[others.findIndex((t) => t.form_id === tabFormId)]?.data?.count;
  const announced = useQuery({
    queryKey: REQUESTS_ANNOUNCED_KEY,
    queryFn: () => 0,
    initialData: 0,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  const showBanner = formId !== undefined && list.isSuccess && announced > list.dataUpdatedAt;

  const readiness = $api.useMutation("put", "/api/order/service/item/readiness");
  const reject = $api.useMutation("put", "/api/order/service/item/reject");
  const [rejecting, setRejecting] = useState<ServiceItem | null>(null);

  const accept = (item: ServiceItem) =>
    readiness.mutate(
      { body: { item_id: item.id } },
      {
        onSuccess: (answer) => {
          toaster.success(answer?.message || m.accepted);
          void queryClient.invalidateQueries(pathsQueryFilter(REQUESTS_PATH));
          onAccepted();
        },
      },
    );
  const confirmReject = () => {
    if (!rejecting) return;
    reject.mutate(
      { body: { item_id: rejecting.id, order_id: rejecting.order_id } },
      {
        onSuccess: (answer) => {
          toaster.success(answer?.message || m.rejected);
          setRejecting(null);
          // The request stays where it was, now marked rejected (the dialog said so): list and open detail refresh.
          void queryClient.invalidateQueries(pathsQueryFilter(REQUESTS_PATH, ITEM_PATH));
        },
      },
    );
  };

  // Finished, canceled, expired or rejected requests take no action (the server refuses them): no buttons. A request
  // this provider already answered says so instead of offering readiness twice (the server refuses that too, 1020).
  const actions = (item: ServiceItem) => {
    const open = OPEN_STATUSES.includes(item.status_id);
    const answered = readinessDeclared(item);
    const offer = item.offer_status_id ?? null;
    const canReject = privates && open && (offer === null || offer === OFFER_SEARCHING);
    if (!answered && !open) return null;
    return (
      <>
        {answered ? (
          <>
            <p className="item-answered">
              <Icon path={iconCheck} size={20} />
              {m.answered}
            </p>
            <Link to="/panel/invoice" search={{ detailId: item.id }} className="btn btn-secondary">
              {m.seeAnswered}
            </Link>
          </>
        ) : (
          <Button
            loading={readiness.isPending && readiness.variables?.body.item_id === item.id}
            onClick={() => accept(item)}
          >
            {m.accept}
          </Button>
        )}
        {canReject ? (
          <Button variant="danger" onClick={() => setRejecting(item)}>
            {m.reject}
          </Button>
        ) : null}
      </>
    );
  };

  const filtered = Boolean(search.ceremony?.length) || search.status !== undefined;
  return (
    <section className="stack" aria-labelledby="requests-title">
      <h1 id="requests-title" className="page-title">
        {privates ? m.privateTab : m.publicTab}
      </h1>
      <nav className="item-tabs" aria-label={m.title}>
        {/* exact: the router would otherwise also mark /panel/requests active on /panel/requests/privates. */}
        <Link
          to="/panel/requests"
          search={formId ? { formId } : {}}
          activeOptions={{ exact: true, includeSearch: false }}
          className={privates ? "chip" : "chip active"}
        >
          {m.publicTab}
        </Link>
        <Link
          to="/panel/requests/privates"
          search={formId ? { formId } : {}}
          activeOptions={{ exact: true, includeSearch: false }}
          className={privates ? "chip active" : "chip"}
        >
          {m.privateTab}
        </Link>
      </nav>
      {services.isPending ? (
        <Skeleton rows={3} lines={3} />
      ) : services.isError && !services.data ? (
        <ErrorView
          error={services.error}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
        />
      ) : tabs.length === 0 ? (
        (services.data?.data ?? []).some((s) => s.content.status_id === ContentStatus.WAITING) ? (
          // A service under review: the provider waits rather than adds another (issue 26).
          <div className="state-view state-empty" data-state="empty">
            <p className="state-title">{m.awaitingApproval}</p>
            <Link to="/panel/services" className="btn btn-secondary">
              {m.viewServices}
            </Link>
          </div>
        ) : (
          <div className="state-view state-empty" data-state="empty">
            <p className="state-title">{m.noActiveService}</p>
            <Link to="/panel/services/new" className="btn btn-primary">
              {m.addService}
            </Link>
          </div>
        )
      ) : (
        <>
          <div className="item-tabs" role="tablist" aria-label={m.servicesLabel}>
            {tabs.map((tab) => (
              <button
                key={tab.form_id}
                type="button"
                role="tab"
                aria-selected={tab.form_id === formId}
                className={tab.form_id === formId ? "chip active" : "chip"}
                onClick={() =>
                  onSearch({ ...search, formId: tab.form_id, detailId: undefined, page: undefined })
                }
              >
                {tab.form.title}
                {tabCount(tab.form_id) !== undefined ? (
                  <span className="chip-count">{toPersianDigits(tabCount(tab.form_id) ?? 0)}</span>
                ) : null}
              </button>
            ))}
          </div>
          <FilterChips search={search} onSearch={onSearch} />
          {showBanner ? (
            <div className="list-banner" role="status">
              <span>{m.newRequests}</span>
              <Button variant="secondary" loading={list.isRefetching} onClick={() => void list.refetch()}>
                {m.refresh}
              </Button>
            </div>
          ) : null}
          <ItemList
            list={list}
            statusKind="request"
            emptyText={filtered ? m.emptyFiltered : m.empty}
            emptyAction={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    onSearch({ ...search, ceremony: undefined, status: undefined, page: undefined })
                  }
                >
                  {m.clearFilter}
                </Button>
              ) : null
            }
            onDetail={(item) => onSearch({ ...search, detailId: item.id })}
            actions={actions}
          />
        </>
      )}
      {search.detailId !== undefined ? (
        <ItemDetail
          itemId={search.detailId}
          statusKind="request"
          onClose={() => onSearch({ ...search, detailId: undefined }, { replace: true })}
          actions={actions}
        />
      ) : null}
      <ConfirmDialog
        open={rejecting !== null}
        title={m.rejectTitle}
        confirmLabel={m.rejectConfirm}
        cancelLabel={commonMessages.cancel}
        busy={reject.isPending}
        onConfirm={confirmReject}
        onCancel={() => setRejecting(null)}
      >
        <p>{m.rejectBody}</p>
      </ConfirmDialog>
    </section>
  );
});
