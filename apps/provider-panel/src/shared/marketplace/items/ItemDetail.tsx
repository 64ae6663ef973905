import { useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { itemMessages } from "../../../messages";
import { toPersianDigits } from "../../format/digits";
import { ErrorView, Skeleton } from "../../ui/ListState";
import { Modal } from "../../ui/Modal";
import { useMarketplace } from "../useMarketplace";
import { ItemCard } from "./ItemCard";
import { displayFields, type ServiceItem } from "./serviceItem";

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

/**
 * The detail overlay of one item (`?detailId`): the card, then the content's fields with the `e{id}_` prefix
 * stripped and `parent_form_data` without `parnet_ignore_fields`. Closing is the caller's (it drops the search
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
  const { $api } = useMarketplace();
  const detail = useQuery({
    ...$api.queryOptions("get", "/api/order/service/item/get", { params: { query: { id: itemId } } }),
    meta: { silent: true },
  });
  const item = detail.data?.data;
  const yesNo = { yes: m.yes, no: m.no };
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
            statusEnumerationId={statusEnumerationId}
            onDetail={() => undefined}
            actions={actions?.(item)}
            hideDetailButton
          />
          <Fields title={m.requestFields} fields={displayFields(item.content.fields, yesNo)} />
          <Fields
            title={m.parentFields}
            fields={displayFields(item.parent_form_data, { ...yesNo, ignore: item.parnet_ignore_fields })}
          />
        </div>
      )}
    </Modal>
  );
}
