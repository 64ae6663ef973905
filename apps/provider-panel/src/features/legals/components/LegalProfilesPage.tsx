import { LinkRequestStatus } from "@ceremony/api-client/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { commonMessages } from "../../../messages/common";
import { legalsMessages } from "../../../messages/legals";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { EmptyView, ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { legalsQuery } from "../legalsQuery";
import { ActiveProfileSheba } from "./ActiveProfileSheba";
import "./LegalProfilesPage.css";

type Legal = { id: number; label: string; status_id: number; form_id?: number | null };

const statusText = (status: number) =>
  legalsMessages.status[status as keyof typeof legalsMessages.status] ?? "";

/**
 * /panel/profile/legals: the active legal profile's own sheba (when a legal profile is active), the legal profiles,
 * a create link into the process flow, edit links and delete.
 */
export function LegalProfilesPage({ focusSheba = false }: { focusSheba?: boolean }) {
  const { $api, constants } = useMarketplaceCalls();
  const { toaster } = useServices();
  const queryClient = useQueryClient();
  const list = useQuery(legalsQuery($api));
  const [deleting, setDeleting] = useState<Legal | null>(null);
  const remove = $api.useMutation("put", "/api/profile/link/request/submit", {
    onSuccess: async (answer) => {
      setDeleting(null);
      if (answer?.message) toaster.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: legalsQuery($api).queryKey });
    },
  });
  const l = legalsMessages;
  const formId = constants.legal_profile_form_id;
  const items = list.data?.data ?? [];

  return (
    <section className="stack" aria-labelledby="legals-title">
      <div className="row-between">
        <h1 id="legals-title" className="page-title">
          {l.title}
        </h1>
        <Link to="/panel/process/$formId" params={{ formId: String(formId) }} className="btn btn-primary">
          {l.create}
        </Link>
      </div>
      <ActiveProfileSheba focus={focusSheba} />
      {list.isPending ? (
        <Skeleton />
      ) : list.isError && !list.data ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyView text={l.empty} />
      ) : (
        <ul className="list">
          {items.map((item) => (
            <li key={item.id} className="card list-item legal-card">
              <div className="row-between">
                <h2 className="item-title">{item.label}</h2>
                <span
                  className={`badge ${item.status_id === LinkRequestStatus.ACTIVE ? "badge-green" : "badge-amber"}`}
                >
                  {statusText(item.status_id)}
                </span>
              </div>
              <div className="legal-card-actions">
                {/* The process route (/panel/process/{form_id}?id={id}) is built beside this screen; until it lands
                    here the link goes through the /panel splat, whose search the router types as empty. */}
                <Link
                  to="/panel/process/$formId"
                  params={{ formId: String(item.form_id ?? formId) }}
                  search={{ id: item.id }}
                  className="btn btn-secondary"
                  aria-label={`${l.edit} ${item.label}`}
                >
                  {l.edit}
                </Link>
                <Button
                  variant="danger"
                  aria-label={`${l.delete} ${item.label}`}
                  onClick={() => setDeleting(item)}
                >
                  {l.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={l.deleteTitle}
        confirmLabel={l.delete}
        cancelLabel={commonMessages.cancel}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ body: { id: deleting.id, status_id: 3 } });
        }}
      >
        <p>{l.deleteConfirm(deleting?.label ?? "")}</p>
      </ConfirmDialog>
    </section>
  );
}
