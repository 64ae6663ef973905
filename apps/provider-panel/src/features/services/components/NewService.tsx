import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { servicesMessages } from "../../../messages/services";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { Button } from "../../../shared/ui/Button";
import { EmptyView } from "../../../shared/ui/ListState";
import { myServicesQuery } from "../api/queries";
import { activityTypes, childrenOf, eligibilityFor, type ServiceForm } from "../serviceTree";
import { type Refusal, useEligibility } from "./useEligibility";
import "../services.css";

const REFUSAL_TEXT: Record<Refusal, string> = {
  noAccess: servicesMessages.noAccess,
  noNationalCode: servicesMessages.needsNationalCode,
};

/** /panel/services/new: activity type → category → child service; a chosen service opens its flow without an id. */
export function NewService() {
  const [typeId, onType] = useState<number | undefined>(undefined);
  const { batch, initialData } = useMarketplaceCalls();
  const navigate = useNavigate();
  const eligibility = useEligibility();
  const existing = useQuery({ ...myServicesQuery(batch), meta: { silent: true } }).data ?? [];
  const types = activityTypes(initialData.forms, initialData.constants);
  const current = types.find((t) => t.id === typeId) ?? types[0];
  const categories = current ? childrenOf(initialData.forms, current.id) : [];
  const s = servicesMessages;

  const choose = async (form: ServiceForm) => {
    if (await eligibility.check(form.id)) {
      void navigate({ to: "/panel/process/$formId", params: { formId: String(form.id) } });
    }
  };

  const serviceRow = (form: ServiceForm) => {
    const added = existing.find((c) => c.form_id === form.id);
    const refusal = eligibility.refused.get(form.id);
    const gated = eligibilityFor(initialData.forms, initialData.constants, form.id) !== null;
    return (
      <li key={form.id} className="service-row">
        <div className="service-row-text">
          <strong>{form.title}</strong>
          {added && !form.is_multi_provider ? <span className="badge badge-green">{s.added}</span> : null}
          {gated && !refusal ? <span className="muted">{s.gatedHint}</span> : null}
          {refusal ? (
            <span className="access-denied" role="alert">
              {REFUSAL_TEXT[refusal]}
            </span>
          ) : null}
          {refusal === "noAccess" ? (
            <span className="muted">
              {s.noAccessNext}{" "}
              <Link to="/panel/ticket/new" className="inline-link">
                {s.contactSupport}
              </Link>
            </span>
          ) : null}
        </div>
        {added && !form.is_multi_provider ? (
          <Link
            to="/panel/process/$formId"
            params={{ formId: String(form.id) }}
            search={{ id: added.id }}
            className="btn btn-secondary"
            aria-label={`${s.openAdded} ${form.title}`}
          >
            {s.openAdded}
          </Link>
        ) : (
          <Button
            variant="primary"
            // A refused service cannot be opened by tapping again: the row says why and what to do instead.
            disabled={refusal !== undefined}
            loading={eligibility.checking === form.id}
            aria-label={`${s.choose} ${form.title}`}
            onClick={() => void choose(form)}
          >
            {s.choose}
          </Button>
        )}
      </li>
    );
  };

  return (
    <section className="stack" aria-labelledby="new-service-title">
      <h1 id="new-service-title" className="page-title">
        {s.newTitle}
      </h1>
      {types.length === 0 ? (
        <EmptyView text={s.nothingFound} />
      ) : (
        <>
          <fieldset className="stack plain-fieldset">
            <legend className="section-title">{s.activityType}</legend>
            <div className="activity-types">
              {types.map((t) => (
                <button
                  key={t.id}
                  type="button"
                  className="activity-type"
                  aria-pressed={t.id === current?.id}
                  onClick={() => onType(t.id)}
                >
                  {t.title}
                </button>
              ))}
            </div>
          </fieldset>
          {categories.length === 0 ? (
            <EmptyView text={s.nothingFound} />
          ) : (
            <CategoryList categories={categories} serviceRow={serviceRow} />
          )}
        </>
      )}
    </section>
  );
}

/** The categories of an activity type: a service is chosen directly, a category opens to its child services. */
function CategoryList({
  categories,
  serviceRow,
}: {
  categories: ServiceForm[];
  serviceRow: (form: ServiceForm) => ReactNode;
}) {
  const { initialData } = useMarketplaceCalls();
  const s = servicesMessages;
  const leaves = categories.filter((c) => c.is_provider && childrenOf(initialData.forms, c.id).length === 0);
  const branches = categories.filter((c) => !leaves.includes(c));
  return (
    <>
      {leaves.length > 0 ? (
        <section className="card" aria-label={s.category}>
          <ul className="category-items flush">{leaves.map(serviceRow)}</ul>
        </section>
      ) : null}
      {branches.map((category) => {
        const services = childrenOf(initialData.forms, category.id).filter((f) => f.is_provider);
        return (
          <details key={category.id} className="card category-card">
            <summary className="category-toggle">
              <span className="category-title">{category.title}</span>
            </summary>
            {services.length === 0 ? (
              <p className="muted category-empty">{s.noSubCategory}</p>
            ) : (
              <ul className="category-items">{services.map(serviceRow)}</ul>
            )}
          </details>
        );
      })}
    </>
  );
}
