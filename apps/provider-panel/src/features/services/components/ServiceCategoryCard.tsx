import { ContentStatus } from "@ceremony/api-client/contract";
import { toPersianDigits } from "@ceremony/persian-text";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { servicesMessages } from "../../../messages/services";
import { formatJalali } from "../../../shared/format/jalali";
import { Icon, iconChevronDown, iconServices } from "../../../shared/ui/Icon";
import { serviceNote } from "../serviceNote";
import type { ProviderContent, ServiceGroup } from "../serviceTree";

const STATUS_BADGE: Record<ProviderContent["content"]["status_id"], string> = {
  0: "badge-amber",
  1: "badge-green",
  2: "badge-red",
  3: "badge-red",
  4: "badge-amber",
};

/** A category of My services: its title and count, opening to its services with status, date and their flow. */
export function ServiceCategoryCard({
  group,
  open,
  onToggle,
}: {
  group: ServiceGroup;
  open: boolean;
  onToggle: () => void;
}) {
  const listId = useId();
  const s = servicesMessages;
  return (
    <section className="card category-card" aria-label={group.title}>
      <button
        type="button"
        className="category-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <Icon path={iconServices} />
        <span className="category-title">{group.title}</span>
        <span className="muted">{s.count(toPersianDigits(group.items.length))}</span>
        <Icon path={iconChevronDown} />
      </button>
      <ul className="category-items" id={listId} hidden={!open}>
        {group.items.map((item) => {
          const draft = item.content.status_id === ContentStatus.DRAFT;
          const name = item.title ? `${item.title}، ${item.form.title}` : item.form.title;
          const progress = item.progress;
          const note = serviceNote(item);
          return (
            <li key={item.id} className="service-row">
              <div className="service-row-text">
                <strong>{item.title ?? item.form.title}</strong>
                {item.title ? <span className="muted">{item.form.title}</span> : null}
                <span className="service-row-meta">
                  <span className={`badge ${STATUS_BADGE[item.content.status_id]}`}>
                    {s.status[item.content.status_id]}
                  </span>
                  {item.pending_change ? <span className="badge badge-amber">{s.pendingChange}</span> : null}
                  {progress && progress.done < progress.total ? (
                    <span className="muted">
                      {s.progress(toPersianDigits(progress.done), toPersianDigits(progress.total))}
                    </span>
                  ) : null}
                  <time className="muted" title={s.createdAt}>
                    {formatJalali(item.content.created_at, { time: false })}
                  </time>
                </span>
                {note ? <span className="muted service-row-note">{note}</span> : null}
              </div>
              <Link
                to="/panel/process/$formId"
                params={{ formId: String(item.form_id) }}
                search={{ id: item.id }}
                className={`btn ${draft ? "btn-primary" : "btn-secondary"}`}
                aria-label={`${draft ? s.continueFlow : s.edit} ${name}`}
              >
                {draft ? s.continueFlow : s.edit}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
