import type { components } from "@ceremony/api-client/contract";
import type { Selectable } from "kysely";
import type { FieldValues, MkServiceItemsTable } from "../db";

/** An item row. */
export type ItemRow = Selectable<MkServiceItemsTable>;

/** The provider's own content shown on an item (its service for the item's form). */
export interface ItemContent {
  id: number;
  form_id: number;
  fields: FieldValues;
  display_name: string;
  image_profile: string | null;
  score: number | null;
}

/**
 * A ServiceItem of the API; `statusId` is the request status or, on readiness/accepted lists, the offer status;
 * `offerStatus` is the caller's own answer (null before it answered), so no reader has to guess which is which.
 */
export function itemJson(
  row: ItemRow,
  statusId: components["schemas"]["ServiceItem"]["status_id"],
  offerStatus: components["schemas"]["AcceptedStatus"] | null,
  content: ItemContent | null,
) {
  return {
    id: row.id,
    order_id: row.order_id,
    status_id: statusId,
    offer_status_id: offerStatus,
    created_at: row.created_at,
    price: row.price,
    count: row.count,
    factor: { final_price: row.final_price, total: row.total },
    properties: row.properties,
    parent_form_data: row.parent_form_data,
    parnet_ignore_fields: row.ignore_fields,
    customer: row.customer,
    content: content
      ? {
          id: content.id,
          form_id: content.form_id,
          fields: content.fields,
          system_fields: { rate: { score: content.score } },
          image_profile: content.image_profile,
          display_name: content.display_name,
        }
      : {
          id: 0,
          form_id: row.form_id,
          fields: {},
          system_fields: { rate: { score: null } },
          image_profile: null,
          display_name: null,
        },
  };
}

/** A ReplyMessage of the API. */
export function replyJson(r: {
  id: number;
  person_id: number;
  message: string;
  created_at: number;
  type: components["schemas"]["ReplyMessage"]["type"];
}) {
  return { id: r.id, person_id: r.person_id, message: r.message, created_at: r.created_at, type: r.type };
}
