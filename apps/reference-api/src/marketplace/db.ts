import type { components } from "@ceremony/api-client/contract";
import type { ColumnType, Generated, JSONColumnType } from "kysely";

/** A column the database fills (identity or default) that seeds may still give explicitly. */
type Auto<T> = ColumnType<T, T | undefined, T>;
/** bigint read back as a number (db/connect.ts installs the parser). */
type Big = ColumnType<number, number, number>;
/** A JSON object column: written as text through `json()` below. */
type Json<T extends object> = JSONColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;
type Schemas = components["schemas"];

/** Field values of a form submission keyed e{id}_{name} (or the plain name for static fields). */
export type FieldValues = Schemas["ContentValues"];

/** Provider content: one service (form) of one profile, with its module fields. */
export interface MkContentsTable {
  id: Auto<number>;
  profile_id: number;
  form_id: number;
  status_id: Generated<Schemas["ContentStatus"]>;
  fields: Json<FieldValues>;
  draft_fields: NullableJson<FieldValues>;
  service_price: NullableJson<unknown>;
  timeline: NullableJson<unknown>;
  location: NullableJson<unknown>;
  created_at: Big;
  updated_at: Big;
}

/** A lawyer/agent link request or a legal profile. */
export interface MkLinkRequestsTable {
  id: Auto<number>;
  from_profile_id: number;
  to_profile_id: number | null;
  form_id: number;
  person_kind_role_id: Schemas["PersonKindRole"];
  label: string;
  mobile: Generated<string>;
  /** The uploaded logos (file paths), a JSON list. */
  pic: ColumnType<string[], string | undefined, string>;
  status_id: Generated<Schemas["LinkRequestStatus"]>;
  fields: Json<FieldValues>;
  draft_fields: NullableJson<FieldValues>;
  created_at: Big;
  updated_at: Big;
}

/** A customer's request for a service (public or private). */
export interface MkServiceItemsTable {
  id: Auto<number>;
  order_id: number;
  form_id: number;
  is_private: Generated<boolean>;
  target_profile_id: number | null;
  status_id: Generated<Schemas["RequestStatus"]>;
  price: Big;
  count: number;
  final_price: Big;
  total: Big;
  properties: Json<Schemas["ServiceItem"]["properties"]>;
  parent_form_data: Json<FieldValues>;
  ignore_fields: Json<string[]>;
  customer: Json<Schemas["ServiceItem"]["customer"]>;
  created_at: Big;
}

/** One provider's readiness on an item and where it stands (accepted-list status). */
export interface MkItemOffersTable {
  item_id: number;
  profile_id: number;
  status_id: Generated<Schemas["AcceptedStatus"]>;
  created_at: Big;
  updated_at: Big;
}

/** A chat message on an accepted item. */
export interface MkItemRepliesTable {
  id: Auto<number>;
  item_id: number;
  provider_profile_id: number;
  person_id: number;
  message: string;
  type: Generated<Schemas["ReplyMessage"]["type"]>;
  created_at: Big;
}

/** A saved address of a profile (number, unit and postal code as Latin digit strings). */
export interface MkSavedAddressesTable {
  id: Auto<number>;
  profile_id: number;
  name: string;
  address: string;
  number: string | null;
  unit: string | null;
  postal_code: string | null;
  lng: number;
  lat: number;
  meta_data: NullableJson<Record<string, unknown>>;
  created_at: Big;
}

/** National codes eligible for gated services, by kind. */
export interface MkEligibleCodesTable {
  kind: string;
  national_code: string;
}

// The core schema invites features to add their tables by declaration merging (see db/schema.ts).
declare module "../db/schema" {
  interface Database {
    mk_contents: MkContentsTable;
    mk_link_requests: MkLinkRequestsTable;
    mk_service_items: MkServiceItemsTable;
    mk_item_offers: MkItemOffersTable;
    mk_item_replies: MkItemRepliesTable;
    mk_eligible_codes: MkEligibleCodesTable;
    mk_saved_addresses: MkSavedAddressesTable;
  }
}

/** JSON text for a jsonb column. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
