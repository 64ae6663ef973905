import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { Link } from "@tanstack/react-router";
import { memo, type ReactNode } from "react";
import { invoiceMessages } from "../../../messages/invoice";
import { nextOffset } from "../../../shared/api/paging";
import { ItemDetail } from "../../../shared/marketplace/items/ItemDetail";
import { ItemList } from "../../../shared/marketplace/items/ItemList";
import type { ServiceItem } from "../../../shared/marketplace/items/serviceItem";
import { ACCEPTED_PATH, READINESS_PATH } from "../../../shared/marketplace/queryKeys";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { useBehindOverlay } from "../../../shared/routing/useBehindOverlay";
import "../../../shared/marketplace/items/items.css";
import { ChatButton } from "./ChatButton";

const m = invoiceMessages;
/** Accepted-list status "accepted" (spec §4): the only one that opens the chat on the readiness list. */
const ACCEPTED = 1;

/** The search of the invoice routes: the detail and chat overlays are addressed in the URL (back closes them). */
export interface InvoiceSearch {
  detailId?: number;
  chat?: number;
}

type OnSearch = (next: InvoiceSearch, options?: { replace?: boolean }) => void;

/**
 * /panel/invoice (readiness declared) and /panel/invoice/accepted: the items with the accepted-list statuses, the
 * detail overlay and, on accepted items, the chat overlay (rendered by the route, which wires the chat feature). The
 * chat opens and closes over the list without rendering the list again.
 */
export function InvoicePage({
  kind,
  search,
  onSearch,
  renderChat,
}: {
  kind: "readiness" | "accepted";
  search: InvoiceSearch;
  onSearch: OnSearch;
  renderChat: (itemId: number, onClose: () => void) => ReactNode;
}) {
  const behind = useBehindOverlay(search, "chat", onSearch);
  return (
    <>
      <InvoiceScreen kind={kind} search={behind.search} onSearch={behind.onSearch} />
      {behind.overlay !== undefined
        ? renderChat(behind.overlay, () => behind.onSearch({ ...search, chat: undefined }, { replace: true }))
        : null}
    </>
  );
}

const InvoiceScreen = memo(function InvoiceScreen({
  kind,
  search,
  onSearch,
}: {
  kind: "readiness" | "accepted";
  search: Omit<InvoiceSearch, "chat">;
  onSearch: OnSearch;
}) {
  const { $api } = useMarketplaceCalls();
  const list = $api.useInfiniteQuery(
    "get",
    kind === "accepted" ? ACCEPTED_PATH : READINESS_PATH,
    { params: { query: { limit: PAGE_SIZE } } },
    {
      pageParamName: "offset",
      initialPageParam: 0,
      getNextPageParam: (_last, pages) => nextOffset(pages),
      meta: { silent: true },
    },
  );
  // The provider's answer, not `status_id`: in the detail (item/get) that is the request status, another enumeration.
  const canChat = (item: ServiceItem) => kind === "accepted" || item.offer_status_id === ACCEPTED;
  const actions = (item: ServiceItem) =>
    canChat(item) ? (
      <ChatButton
        itemId={item.id}
        onOpen={() => onSearch({ ...search, detailId: undefined, chat: item.id })}
      />
    ) : null;
  return (
    <section className="stack" aria-labelledby="invoice-title">
      <h1 id="invoice-title" className="page-title">
        {kind === "accepted" ? m.acceptedTab : m.readinessTab}
      </h1>
      <nav className="item-tabs" aria-label={m.title}>
        {/* exact: the router would otherwise also mark /panel/invoice active on /panel/invoice/accepted. */}
        <Link
          to="/panel/invoice"
          activeOptions={{ exact: true, includeSearch: false }}
          className={kind === "readiness" ? "chip active" : "chip"}
        >
          {m.readinessTab}
        </Link>
        <Link
          to="/panel/invoice/accepted"
          activeOptions={{ exact: true, includeSearch: false }}
          className={kind === "accepted" ? "chip active" : "chip"}
        >
          {m.acceptedTab}
        </Link>
      </nav>
      <ItemList
        list={list}
        statusKind="offer"
        emptyText={kind === "accepted" ? m.emptyAccepted : m.emptyReadiness}
        onDetail={(item) => onSearch({ ...search, detailId: item.id })}
        actions={actions}
      />
      {search.detailId !== undefined ? (
        <ItemDetail
          itemId={search.detailId}
          statusKind="offer"
          onClose={() => onSearch({ ...search, detailId: undefined }, { replace: true })}
          actions={actions}
        />
      ) : null}
    </section>
  );
});
