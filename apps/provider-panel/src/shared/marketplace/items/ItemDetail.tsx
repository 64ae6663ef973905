import { toPersianDigits } from "@ceremony/persian-text";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { itemMessages } from "../../../messages/item";
import { toAppError } from "../../api/errors";
import { EmptyView, ErrorView, Skeleton } from "../../ui/ListState";
import { Modal } from "../../ui/Modal";
import { iconAlert } from "../../ui/stateIcons";
import { useInitialData, useMarketplaceCalls } from "../useMarketplaceCalls";
import { fieldCaptions, fieldElements, placeForms } from "./fieldLabels";
import { formatFieldValue } from "./fieldValues";
import { ItemCard } from "./ItemCard";
import { type StatusKind, statusEnumerationId } from "./itemStatus";
import { requestFacts } from "./requestFacts";
import { displayFields, enumerationTitle, type ServiceItem } from "./serviceItem";

const m = itemMessages;

function Fields({
  title,
  fields,
}: {
  title: string;
  fields: { key: string; label: string; value: string }[];
}) {
  if (fields.length === 0) return null;
  return (
    <section className="item-detail-section">
      <h3>{title}</h3>
      <dl className="item-facts">
        {fields.map((f) => (
          <Fragment key={f.key}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** Form definitions change with an admin's edit, not during a visit: one fetch per form serves every detail. */
const FORM_STALE_MS = 10 * 60_000;

/** The request itself (issue 27): guests, place, the customer's note, the total with fees, the attachments. */
function RequestFacts({ item }: { item: ServiceItem }) {
  const { enumerations } = useInitialData();
  const facts = requestFacts(item, enumerations);
  return (
    <section className="item-detail-section">
      <h3>{m.requestFields}</h3>
      <dl className="item-facts">
        {facts.map((f) => (
          <Fragment key={f.key}>
            <dt>{f.label}</dt>
            <dd>
              {f.links ? (
                <span className="item-attachments">
                  {f.links.map((link) => (
                    <a key={link.href} href={link.href} target="_blank" rel="noopener" title={link.title}>
                      {link.label}
                    </a>
                  ))}
                </span>
              ) : (
                f.value
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/**
 * `parent_form_data` (without `parnet_ignore_fields`), labelled with its elements' captions from the place forms'
 * definitions; a key no loaded form knows shows with its `e{id}_` prefix stripped.
 */
function ParentFields({ item }: { item: ServiceItem }) {
  const { $api, initialData } = useMarketplaceCalls();
  const hasParent = Object.keys(item.parent_form_data ?? {}).length > 0;
  const ids = hasParent ? placeForms(initialData.forms) : [];
  const definitions = useQueries({
    queries: ids.map((form_id) => ({
      ...$api.queryOptions("get", "/api/provider_content/get", { params: { query: { form_id } } }),
      staleTime: FORM_STALE_MS,
      // Labels are not worth a wait: a failed form shows stripped keys now and is asked again on the next detail.
      retry: false,
      meta: { silent: true },
    })),
  });
  // A form that fails to load only costs its labels (the stripped keys stand in), never the detail.
  if (definitions.some((d) => d.isPending)) return <Skeleton rows={1} lines={2} />;
  const elements = definitions.flatMap((d) => d.data?.data.fields ?? []);
  const element = fieldElements(elements);
  const texts = {
    yes: m.yes,
    no: m.no,
    files: (count: number) => m.files(toPersianDigits(count)),
    enumerationTitle: (id: number) => enumerationTitle(initialData.enumerations, id),
  };
  return (
    <Fields
      title={m.parentFields}
      fields={displayFields(item.parent_form_data, {
        yes: m.yes,
        no: m.no,
        caption: fieldCaptions(elements),
        format: (key, value) => formatFieldValue(value, element(key), texts),
        ignore: item.parnet_ignore_fields,
      })}
    />
  );
}

/**
 * The detail overlay of one item (`?detailId`): the card (naming the status its list named, see StatusKind), the
 * request's own facts, then `parent_form_data` under its captions. An item the server does not know (or no longer
 * shows this provider) says so, without a retry that could not succeed. Closing is the caller's (it drops the
 * search value, so the back button closes it too).
 */
export function ItemDetail({
  itemId,
  statusKind,
  onClose,
  actions,
}: {
  itemId: number;
  statusKind: StatusKind;
  onClose: () => void;
  actions?: (item: ServiceItem) => ReactNode;
}) {
  const { $api, initialData } = useMarketplaceCalls();
  const detail = useQuery({
    ...$api.queryOptions("get", "/api/order/service/item/get", { params: { query: { id: itemId } } }),
    meta: { silent: true },
  });
  const item = detail.data?.data;
  const missing = detail.isError && toAppError(detail.error).status === 404;
  return (
    <Modal open onClose={onClose} title={m.detailTitle}>
      {detail.isPending ? (
        <Skeleton rows={1} lines={3} />
      ) : missing ? (
        <EmptyView text={m.notFound} icon={iconAlert} />
      ) : detail.isError || !item ? (
        <ErrorView error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <div className="item-detail">
          <ItemCard
            item={item}
            enumerations={initialData.enumerations}
            statusKind={statusKind}
            statusEnumerationId={statusEnumerationId(initialData.constants, statusKind)}
            onDetail={() => undefined}
            actions={actions?.(item)}
            hideDetailButton
          />
          <RequestFacts item={item} />
          <ParentFields item={item} />
        </div>
      )}
    </Modal>
  );
}
