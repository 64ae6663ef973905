import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { servicesMessages } from "../../../messages/services";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { EmptyView, ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { myServicesQuery } from "../api/queries";
import { groupServices } from "../serviceTree";
import { ServiceCategoryCard } from "./ServiceCategoryCard";
import "../services.css";

/** Props of {@link MyServices}: the open categories, when the route keeps them in its address. */
export interface MyServicesProps {
  open?: ReadonlySet<number>;
  onOpenChange?: (open: ReadonlySet<number>) => void;
}

/**
 * /panel/services: the provider's services by category, each opening its flow, with show-all and a 'new' link.
 * The categories shown open come from the route when it passes them (so back from a flow finds them open).
 */
export function MyServices({ open: given, onOpenChange }: MyServicesProps = {}) {
  const { batch, initialData } = useMarketplaceCalls();
  const list = useQuery({ ...myServicesQuery(batch), meta: { silent: true } });
  const groups = useMemo(
    () => groupServices(list.data ?? [], initialData.forms, servicesMessages.otherCategory),
    [list.data, initialData.forms],
  );
  const [own, setOwn] = useState<ReadonlySet<number>>(new Set());
  const open = given ?? own;
  const setOpen = (next: ReadonlySet<number>) => (onOpenChange ?? setOwn)(next);
  const allOpen = groups.length > 0 && groups.every((g) => open.has(g.id));
  const s = servicesMessages;

  const toggle = (id: number) => {
    const next = new Set(open);
    if (!next.delete(id)) next.add(id);
    setOpen(next);
  };

  return (
    <section className="stack" aria-labelledby="services-title">
      <div className="services-head">
        <h1 id="services-title" className="page-title">
          {s.title}
        </h1>
        <div className="services-actions">
          {groups.length > 0 ? (
            <button
              type="button"
              className="btn btn-secondary"
              aria-pressed={allOpen}
              onClick={() => setOpen(allOpen ? new Set() : new Set(groups.map((g) => g.id)))}
            >
              {allOpen ? s.hideAll : s.showAll}
            </button>
          ) : null}
          <Link to="/panel/services/new" className="btn btn-primary">
            {s.newLink}
          </Link>
        </div>
      </div>
      {list.isPending ? (
        <Skeleton />
      ) : list.isError && !list.data ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : groups.length === 0 ? (
        <>
          <EmptyView text={s.empty} />
          <Link to="/panel/services/new" className="btn btn-secondary block">
            {s.addFirst}
          </Link>
        </>
      ) : (
        groups.map((group) => (
          <ServiceCategoryCard
            key={group.id}
            group={group}
            open={open.has(group.id)}
            onToggle={() => toggle(group.id)}
          />
        ))
      )}
    </section>
  );
}
