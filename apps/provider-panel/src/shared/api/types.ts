import type { InitialData } from "./initialData";

/**
 * The four token fields of a sign-in answer. `*_expires_in` are absolute expiry times in unix seconds (contract,
 * `TokenSet`); the api-client also reads a small value as seconds from now (`expiryFromExpiresIn`).
 */
export interface TokenSet {
  access_token: string;
  access_token_expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
}

/** A profile the user may act as. */
export interface LinkedProfile {
  id: number;
  first_name: string | null;
  last_name: string | null;
  label?: string | null;
  pic?: string | null;
  person_kind_role_id: number;
  profile_link_from?: string | null;
}

/** The signed-in user's main profile with its links. */
export interface Profile {
  id: number;
  first_name: string | null;
  last_name: string | null;
  /** A legal profile's (company's) name. */
  label?: string | null;
  pic?: string | null;
  national_code: string | null;
  birth_date: number | null;
  mobile: string;
  shaba?: string | null;
  person_kind_role_id: number;
  has_password: boolean;
  two_factor_auth_method: number;
  authorization_pending: boolean;
  link: LinkedProfile[];
}

/** A payment gateway of the initial data; usable when status_id is 1. */
export interface Gateway {
  id: number;
  title: string;
  status_id: number;
  icon?: string | null;
}

/** What the panel needs from /initailize_data. */
export interface AppConfig {
  shebaIsRequired: boolean;
  gateways: Gateway[];
  /** Dynamic pages by url (for example /static/help-provider); their widgets come from getCmsPage. */
  pages: Array<{ id: number; title: string; url: string }>;
  /** External side-menu links (monthly report portal, consumer app), when the server gives them. */
  links: { monthlyReport: string | null; consumerApp: string | null };
  /** The whole initial data (forms, enumerations, validations, pages with controls, stamps, constants). */
  initialData: InitialData;
}

export interface Paged<T> {
  data: T[];
  count: number;
}

/** A failed call as section 8 describes it. */
export interface AppError {
  code: number | null;
  status: number;
  message: string;
}
