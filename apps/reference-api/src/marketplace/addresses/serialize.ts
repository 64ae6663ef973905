import type { Selectable } from "kysely";
import type { MkSavedAddressesTable } from "../db";

/** A stored address row. */
export type AddressRow = Selectable<MkSavedAddressesTable>;

/** The contract's SavedAddress: coordinates as [lng, lat]. */
export function serializeAddress(row: AddressRow) {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    number: row.number,
    unit: row.unit,
    postal_code: row.postal_code,
    coordinates: [row.lng, row.lat] as [number, number],
    meta_data: row.meta_data,
    created_at: row.created_at,
  };
}
