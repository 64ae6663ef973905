import { toPersianDigits } from "@ceremony/persian-text";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { itemMessages } from "../../../messages/item";
import { ErrorView, Skeleton } from "../../ui/ListState";
import { Modal } from "../../ui/Modal";
import { useMarketplaceCalls } from "../useMarketplaceCalls";
import { fieldCaptions, fieldElements, labelForms } from "./fieldLabels";
import { formatFieldValue } from "./fieldValues";
import { ItemCard } from "./ItemCard";
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

/**
 * The content's fields and `parent_form_data` (without `parnet_ignore_fields`), labelled with their elements'
 * captions from the forms' definitions; a key no loaded form knows shows with its `e{id}_` prefix stripped.
 */
function ItemFields({ item }: { item: ServiceItem }) {
  const { $api, initialData } = useMarketplaceCalls();
  const forms = labelForms(initialData.forms, item);
  const hasParent = Object.keys(item.parent_form_data ?? {}).length > 0;
  const ids = [...new Set([...forms.content, ...(hasParent ? forms.parent : [])])];
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
  const yesNo = {
    yes: m.yes,
    no: m.no,
    caption: fieldCaptions(elements),
    format: (key: string, value: Parameters<typeof formatFieldValue>[0]) =>
      formatFieldValue(value, element(key), texts),
  };
  return (
    <>
      <Fields title={m.requestFields} fields={displayFields(item.content.fields, yesNo)} />
      <Fields
        title={m.parentFields}
        fields={displayFields(item.parent_form_data, { ...yesNo, ignore: item.parnet_ignore_fields })}
      />
    </>
  );
}

/**
 * The detail overlay of one item (`?detailId`): the card, then the content's fields and `parent_form_data` under
 * their captions (see ItemFields). Closing is the caller's (it drops the search
 * value, so the back button closes it too).
 */
export function ItemDetail({
  itemId,
  statusEnumerationId,
  onClose,
  actions,
}: {
  itemId: number;
  statusEnumerationId: number;
  onClose: () => void;
  actions?: (item: ServiceItem) => ReactNode;
}) {
  const { $api, initialData } = useMarketplaceCalls();
  const detail = useQuery({
    ...$api.queryOptions("get", "/api/order/service/item/get", { params: { query: { id: itemId } } }),
    meta: { silent: true },
  });
  const item = detail.data?.data;
  return (
    <Modal open onClose={onClose} title={`${m.detailTitle} ${toPersianDigits(itemId)}`}>
      {detail.isPending ? (
        <Skeleton rows={1} lines={3} />
      ) : detail.isError || !item ? (
        <ErrorView error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <div className="item-detail">
          <ItemCard
            item={item}
            enumerations={initialData.enumerations}
            statusEnumerationId={statusEnumerationId}
            onDetail={() => undefined}
            actions={actions?.(item)}
            hideDetailButton
          />
          <ItemFields item={item} />
        </div>
      )}
    </Modal>
  );
}
