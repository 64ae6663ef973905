import { toPersianDigits } from "@ceremony/persian-text";
import type { ReactNode } from "react";
import { itemMessages } from "../../../messages/item";
import { imageVariant } from "../../format/imageVariant";
import { formatJalali } from "../../format/jalali";
import { formatToman } from "../../format/money";
import { Icon, iconUser } from "../../ui/Icon";
import { type StatusKind, shownStatus, statusTone } from "./itemStatus";
import {
  customerName,
  type Enumeration,
  enumerationTitle,
  type ServiceItem,
  statusTitle,
} from "./serviceItem";
import "./items.css";

const m = itemMessages;

/** "۱۴۰۴/۰۹/۳" and "از ۱۸:۰۰ تا ۲۱:۰۰" of an item's time, in Tehran time. */
export function itemWhen(item: Pick<ServiceItem, "properties">): { date: string; range: string } | null {
  const start = item.properties.time?.start;
  if (start === undefined) return null;
  const end = item.properties.time?.end;
  const hour = (s: number) => formatJalali(s).split(" - ")[1] ?? "";
  return {
    date: formatJalali(start, { time: false }),
    range: end !== undefined ? m.timeRange(hour(start), hour(end)) : hour(start),
  };
}

/** The price line: tomans, or the free-of-charge dedication label at 0 (spec §9). */
export function priceLabel(amount: number): string {
  return amount === 0 ? m.free : formatToman(amount);
}

/**
 * One service item as a card (spec §2 requests / invoices): customer with the 360x360 picture, ceremony, Jalali date
 * and time range, address, price and the status title from the list's status enumeration; `actions` below.
 */
export function ItemCard({
  item,
  enumerations,
  statusKind,
  statusEnumerationId,
  onDetail,
  actions,
  hideDetailButton = false,
}: {
  item: ServiceItem;
  /** The initial data's enumerations, read once by the list rather than by a query observer in every card. */
  enumerations: readonly Enumeration[];
  /** Which status the card names: the request's (request lists) or this provider's answer (invoice lists). */
  statusKind: StatusKind;
  /** The enumeration naming statuses of that kind (see statusEnumerationId in itemStatus). */
  statusEnumerationId: number;
  onDetail: () => void;
  actions?: ReactNode;
  /** Inside the detail overlay the card needs no detail button. */
  hideDetailButton?: boolean;
}) {
  const name = customerName(item) ?? m.unknownCustomer;
  const picture = imageVariant(item.customer.pic);
  const ceremony = enumerationTitle(enumerations, item.properties.ceremony_id);
  const when = itemWhen(item);
  const statusValue = shownStatus(item, statusKind);
  const status =
    (statusValue === null ? null : statusTitle(enumerations, statusEnumerationId, statusValue)) ??
    m.unknownStatus;
  const titleId = `item-${item.id}-title`;
  return (
    <article
      className={hideDetailButton ? "item-card" : "item-card card"}
      aria-labelledby={titleId}
      data-item-id={item.id}
    >
      <header className="item-card-head">
        {picture ? (
          <img className="item-avatar" src={picture} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="item-avatar item-avatar-empty" aria-hidden="true">
            <Icon path={iconUser} size={24} />
          </span>
        )}
        <div className="item-card-who">
          <h2 id={titleId} className="item-card-title">
            {ceremony ?? m.order(toPersianDigits(item.order_id))}
          </h2>
          <p className="item-card-customer">{name}</p>
        </div>
        <span
          className="item-status"
          data-status={statusValue ?? undefined}
          data-tone={statusTone(statusKind, statusValue)}
        >
          {status}
        </span>
      </header>
      <dl className="item-facts">
        {when ? (
          <>
            <dt>{m.date}</dt>
            <dd>{when.date}</dd>
            <dt>{m.time}</dt>
            <dd>{when.range}</dd>
          </>
        ) : null}
        {item.properties.address?.address ? (
          <>
            <dt>{m.address}</dt>
            <dd>{item.properties.address.address}</dd>
          </>
        ) : null}
        <dt>{m.price}</dt>
        <dd className="item-price">{priceLabel(item.factor?.final_price ?? item.price)}</dd>
      </dl>
      <div className="item-actions">
        {hideDetailButton ? null : (
          <button type="button" className="btn btn-secondary" onClick={onDetail}>
            {m.details}
          </button>
        )}
        {actions}
      </div>
    </article>
  );
}
