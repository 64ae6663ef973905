import { LinkRequestStatus } from "@ceremony/api-client/contract";
import { toPersianDigits } from "@ceremony/persian-text";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { lawyersMessages } from "../../../messages/lawyers";
import { marketplaceMessages } from "../../../messages/marketplace";
import { pathsQueryFilter } from "../../../shared/marketplace/queryKeys";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { InfiniteSentinel } from "../../../shared/ui/InfiniteSentinel";
import { EmptyView, ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { TabNav } from "../../../shared/ui/TabNav";
import { linkActions } from "../linkRules";
import { LINKS_PATH, useLinksQuery } from "../linksQuery";
import { AddLawyerModal } from "./AddLawyerModal";
import { EditLabelModal } from "./EditLabelModal";
import "./LawyersPage.css";

type LinkRequest = {
  id: number;
  label: string;
  status_id: number;
  mobile?: string | null;
  requester_mobile?: string | null;
};
type Pending = {
  link: LinkRequest;
  status: typeof LinkRequestStatus.REJECTED | typeof LinkRequestStatus.DELETED;
};

const m = lawyersMessages;
const statusText = (status: number) => m.status[status as keyof typeof m.status] ?? "";

/** /panel/lawyers ('linked to you', incoming, with add-lawyer) and /panel/lawyers/requests ('you are linked'). */
export function LawyersPage({ incoming }: { incoming: boolean }) {
  const { $api } = useMarketplaceCalls();
  const { toaster } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useLinksQuery($api, incoming);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LinkRequest | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const refresh = () => queryClient.invalidateQueries(pathsQueryFilter(LINKS_PATH));
  const submit = $api.useMutation("put", "/api/profile/link/request/submit", {
    onSuccess: async (answer) => {
      setConfirming(null);
      if (answer?.message) toaster.success(answer.message);
      // Accepting or deleting a lawyer link grants or removes a proxy account: the profile switcher lists them.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ["profile"] })]);
    },
  });
  const busyId = submit.isPending ? submit.variables?.body.id : undefined;
  const change = (link: LinkRequest, status: 1 | 2 | 3) =>
    submit.mutate({ body: { id: link.id, status_id: status } });
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <section className="stack" aria-labelledby="lawyers-title">
      <div className="row-between">
        <h1 id="lawyers-title" className="page-title">
          {m.title}
        </h1>
        {incoming ? <Button onClick={() => setAdding(true)}>{m.add}</Button> : null}
      </div>
      <TabNav
        label={m.title}
        tabs={[
          { to: "/panel/lawyers", label: m.tabIncoming, exact: true },
          { to: "/panel/lawyers/requests", label: m.tabOutgoing },
        ]}
      />
      {list.isPending ? (
        <Skeleton />
      ) : list.isError && !list.data ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyView text={incoming ? m.emptyIncoming : m.emptyOutgoing} />
      ) : (
        <ul className="list">
          {items.map((link) => {
            const can = linkActions(incoming, link.status_id);
            const busy = busyId === link.id;
            return (
              <li key={link.id} className="card list-item link-request">
                <div className="row-between">
                  <h2 className="item-title">{link.label}</h2>
                  <span
                    className={`badge ${
                      link.status_id === LinkRequestStatus.ACTIVE
                        ? "badge-green"
                        : link.status_id === LinkRequestStatus.REJECTED
                          ? "badge-red"
                          : "badge-amber"
                    }`}
                  >
                    {statusText(link.status_id)}
                  </span>
                </div>
                {/* An incoming request carries the provider's own number: only outgoing cards name a mobile. */}
                {!incoming && link.mobile ? (
                  <span className="muted link-request-mobile" dir="ltr">
                    {toPersianDigits(link.mobile)}
                  </span>
                ) : null}
                {incoming && link.requester_mobile ? (
                  <span className="muted link-request-mobile">
                    {m.requesterMobile}: <bdi dir="ltr">{toPersianDigits(link.requester_mobile)}</bdi>
                  </span>
                ) : null}
                {incoming && link.status_id === LinkRequestStatus.WAITING ? (
                  <p className="muted">{m.grantsOnAccept(link.label)}</p>
                ) : null}
                {!incoming && link.status_id === LinkRequestStatus.REJECTED ? (
                  <p className="muted" role="note">
                    {m.rejectedOutgoing}
                  </p>
                ) : null}
                <div className="link-request-actions">
                  {can.accept ? (
                    <Button
                      loading={busy && submit.variables?.body.status_id === LinkRequestStatus.ACTIVE}
                      disabled={busy}
                      aria-label={`${m.accept} ${link.label}`}
                      onClick={() => change(link, 1)}
                    >
                      {m.accept}
                    </Button>
                  ) : null}
                  {can.reject ? (
                    <Button
                      variant="danger"
                      disabled={busy}
                      aria-label={`${m.reject} ${link.label}`}
                      onClick={() => setConfirming({ link, status: LinkRequestStatus.REJECTED })}
                    >
                      {m.reject}
                    </Button>
                  ) : null}
                  {can.editLabel ? (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      aria-label={`${m.editLabel} ${link.label}`}
                      onClick={() => setEditing(link)}
                    >
                      {m.editLabel}
                    </Button>
                  ) : null}
                  {can.delete ? (
                    <Button
                      variant="danger"
                      disabled={busy}
                      aria-label={`${m.delete} ${link.label}`}
                      onClick={() => setConfirming({ link, status: LinkRequestStatus.DELETED })}
                    >
                      {m.delete}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <InfiniteSentinel source={list} />
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {marketplaceMessages.loadMore}
        </Button>
      ) : null}
      <AddLawyerModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void refresh();
          // The new request is an outgoing one: show it where it is listed.
          void navigate({ to: "/panel/lawyers/requests" });
        }}
      />
      {editing ? (
        <EditLabelModal
          link={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.status === LinkRequestStatus.REJECTED ? m.rejectTitle : m.deleteTitle}
        confirmLabel={confirming?.status === LinkRequestStatus.REJECTED ? m.reject : m.delete}
        cancelLabel={m.cancel}
        busy={submit.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) change(confirming.link, confirming.status);
        }}
      >
        <p>
          {confirming?.status === LinkRequestStatus.REJECTED
            ? m.rejectConfirm(confirming.link.label)
            : m.deleteConfirm(confirming?.link.label ?? "")}
        </p>
      </ConfirmDialog>
    </section>
  );
}
