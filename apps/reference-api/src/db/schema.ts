import type { components } from "@ceremony/api-client/contract";
import type { ColumnType, Generated, Selectable } from "kysely";

/** A column the database fills (identity or default) but that can be given explicitly, e.g. by seeds. */
type Auto<T> = ColumnType<T, T | undefined, T>;

/** Unix seconds stored as bigint (the pool parses int8 to number, see db/connect.ts). */
type Seconds = number;
/** Tomans stored as bigint, parsed to number. */
type Money = number;

export interface UsersTable {
  id: Auto<number>;
  mobile: string;
  password_hash: string | null;
  /** 0 off, 1 one-time code by SMS (the contract's TwoFactorMethod). */
  two_factor_method: Generated<components["schemas"]["TwoFactorMethod"]>;
  main_profile_id: number | null;
  created_at: Seconds;
}

export interface ProfilesTable {
  id: Auto<number>;
  /** The user who created (owns) the profile. Access for others goes through profile_links. */
  owner_user_id: number;
  /** 4 natural, 5 legal, 6 agent (the contract's PersonKindRole). */
  person_kind_role_id: components["schemas"]["PersonKindRole"];
  first_name: string;
  last_name: string;
  label: string;
  pic: string;
  national_code: string | null;
  birth_date: Seconds | null;
  shaba: string;
  /** 'approved' | 'pending' (authorization_pending) | 'rejected' (403 code 1042). */
  validation_status: Generated<string>;
  created_at: Seconds;
  /** Grows by one at every profile save; a save naming an older one is refused (409 code 1023). */
  version: Generated<number>;
}

/** Which profiles a user may act as (Profile-Id). profile_link_from non-empty marks a proxy (agent) link. */
export interface ProfileLinksTable {
  user_id: number;
  profile_id: number;
  profile_link_from: Generated<string>;
}

/** Tokens are stored only as SHA-256 hashes. kind: access | refresh | temp (auto-login). */
export interface TokensTable {
  id: Generated<number>;
  token_hash: string;
  kind: string;
  user_id: number;
  /** Rotation family: reusing a spent refresh token revokes the whole family. */
  family: string;
  expires_at: Seconds;
  used_at: Seconds | null;
  revoked: Generated<boolean>;
  created_at: Seconds;
  /** Refresh tokens: the pair they were exchanged for, AES-GCM encrypted with a key derived from the token. */
  successor: Generated<string | null>;
  /** Hash of the client (address and user agent) that spent the token: only it may read `successor`. */
  successor_client: Generated<string | null>;
}

/** One-time codes, hashed; purpose: signin | forgot | two_factor. */
export interface OtpCodesTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code_hash: string;
  expires_at: Seconds;
  consumed: Generated<boolean>;
  created_at: Seconds;
  /** Wrong tries against this code; it is burnt at `otpMaxWrongTries`. */
  wrong_tries: Generated<number>;
}

/** Fixed-window counters (code requests per client and in total, UI log entries per client). */
export interface RateBucketsTable {
  key: string;
  window_start: Seconds;
  hits: number;
}

/** Growing delays of guessers: `client:<ip>` (codes and passwords) and `password:<mobile>`. */
export interface GuessGuardsTable {
  key: string;
  wrong_tries: Generated<number>;
  blocked_until: Generated<Seconds>;
  last_wrong_at: Generated<Seconds>;
}

/** Per-number counters for wrong codes (lock) and code requests (rate limit). */
export interface OtpGuardsTable {
  mobile: string;
  wrong_tries: Generated<number>;
  locked_until: Seconds | null;
  window_start: Seconds;
  requests_in_window: Generated<number>;
  /** Start of the hour in which `sms_in_window` codes were sent to the number on strangers' requests. */
  sms_window_start: Generated<Seconds>;
  sms_in_window: Generated<number>;
}

/** A network (IPv4 /24, IPv6 /64) the number's account signed in from, and when it last did. */
export interface KnownClientsTable {
  mobile: string;
  prefix: string;
  last_seen: Seconds;
}

/** Wrong tries against one code from one network. */
export interface OtpCodeWrongTable {
  code_id: number;
  prefix: string;
  tries: Generated<number>;
}

export interface WalletsTable {
  profile_id: number;
  balance: Money;
  withdrawable_balance: Money;
}

export interface TransactionsTable {
  id: Auto<number>;
  profile_id: number;
  amount: Money;
  /** 1 deposit, 2 payment, 3 settlement, 4 withdrawal. */
  type_id: number;
  title: string;
  /** Wallet balance right after this transaction. */
  balance_after: Money;
  created_at: Seconds;
}

export interface PaymentsTable {
  id: Auto<number>;
  profile_id: number;
  amount: Money;
  /** Gateway id chosen by the user. */
  payline: number;
  /** Unguessable address of the public payment page (/pay/{token}); null only for rows older than migration 0002. */
  token: string | null;
  /** 0 waiting, 1 paid, 2 cancelled. */
  status_id: Generated<number>;
  created_at: Seconds;
  paid_at: Seconds | null;
  /** The allowed panel origin the payment was started from ('' = the payment page's own host); see returnOrigin. */
  return_origin: Generated<string>;
}

export interface ReceiptsTable {
  id: Auto<number>;
  profile_id: number;
  price: Money;
  order_id: number | null;
  payment_id: number | null;
  created_at: Seconds;
}

export interface MessagesTable {
  id: Auto<number>;
  profile_id: number;
  subject: string;
  text: string;
  seen: Generated<boolean>;
  created_at: Seconds;
  /** The service item the notification is about (a new request), with its form, or null. */
  item_id: number | null;
  item_form_id: number | null;
}

export interface TicketSectionsTable {
  id: Auto<number>;
  name: string;
}

export interface TicketsTable {
  id: Auto<number>;
  profile_id: number;
  subject: string;
  description: string;
  section_id: number | null;
  /** 0 open, 1 awaiting reply, 2 answered, 3 closed (the contract's TicketStatus). */
  status_id: Generated<components["schemas"]["TicketStatus"]>;
  is_useful: boolean | null;
  created_at: Seconds;
}

export interface TicketRepliesTable {
  id: Auto<number>;
  ticket_id: number;
  message: string;
  name: string;
  /** 3 = support expert, otherwise the user (1). */
  kind_id: number;
  created_at: Seconds;
}

export interface UiLogsTable {
  id: Generated<number>;
  user_id: number | null;
  message: string;
  url: string;
  version: string;
  stack: string;
  created_at: Seconds;
}

export interface MetaTable {
  key: string;
  value: string;
}

/**
 * Kysely schema of the reference database.
 *
 * Extension: another feature adds its tables by declaration merging in its own file:
 * `declare module "../db/schema" { interface Database { my_table: MyTable } }`
 * (the path is relative to that file). Migrations for those tables live beside the core ones.
 */
export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  profile_links: ProfileLinksTable;
  tokens: TokensTable;
  otp_codes: OtpCodesTable;
  otp_guards: OtpGuardsTable;
  known_clients: KnownClientsTable;
  otp_code_wrong: OtpCodeWrongTable;
  rate_buckets: RateBucketsTable;
  guess_guards: GuessGuardsTable;
  wallets: WalletsTable;
  transactions: TransactionsTable;
  payments: PaymentsTable;
  receipts: ReceiptsTable;
  messages: MessagesTable;
  ticket_sections: TicketSectionsTable;
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
  ui_logs: UiLogsTable;
  meta: MetaTable;
}

/** A signed-in user row. */
export type User = Selectable<UsersTable>;
/** A profile row. */
export type Profile = Selectable<ProfilesTable>;

/** Reads a possibly-string numeric (e.g. `sum()` of numeric) as a number; null counts as 0. */
export function num(value: number | string | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}
