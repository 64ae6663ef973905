/** Helper kinds by role id (spec: natural 4, legal 5, agent 6). */
/** A seeded demo account: its user, its main profile and any extra profiles it may act as. */
export interface DemoAccount {
  /** What the account demonstrates (English, for the README and logs). */
  purpose: string;
  userId: number;
  phone: string;
  /** Plain password for password sign-in, or null (one-time code only). */
  password: string | null;
  /** 1 when two-step sign-in is on. */
  twoFactor: 0 | 1;
  mainProfileId: number;
  /** 'approved' normally; 'pending' = authorization_pending; 'rejected' = 403 code 1042 on GET /api/profile/. */
  status: "approved" | "pending" | "rejected";
  /** Other profiles this user may choose with Profile-Id. */
  linkedProfileIds: readonly number[];
}

/**
 * Stable demo accounts (ids below 1000: identities start at 1000). Other features seed content against these ids.
 * Sign in with the phone and the demo code (OTP_CODE, default 12345 with `pnpm start`).
 */
export const DEMO_ACCOUNTS = {
  /** Natural helper with a linked legal profile (102) and a proxy link to the legal helper's company (201). */
  natural: {
    purpose: "natural helper with a legal profile and a proxy link",
    userId: 1,
    phone: "09120000001",
    password: null,
    twoFactor: 0,
    mainProfileId: 101,
    status: "approved",
    linkedProfileIds: [102, 201],
  },
  /** Legal helper (company profile as main). */
  legal: {
    purpose: "legal helper",
    userId: 2,
    phone: "09120000002",
    password: null,
    twoFactor: 0,
    mainProfileId: 201,
    status: "approved",
    linkedProfileIds: [],
  },
  /** Agent (lawyer/proxy) helper. */
  agent: {
    purpose: "agent helper",
    userId: 3,
    phone: "09120000003",
    password: null,
    twoFactor: 0,
    mainProfileId: 301,
    status: "approved",
    linkedProfileIds: [],
  },
  /** Account whose information was not approved: GET /api/profile/ answers 403 code 1042. */
  unapproved: {
    purpose: "unapproved account (403 code 1042)",
    userId: 4,
    phone: "09120000004",
    password: null,
    twoFactor: 0,
    mainProfileId: 401,
    status: "rejected",
    linkedProfileIds: [],
  },
  /** Account awaiting validation: profile.authorization_pending is true. */
  pending: {
    purpose: "account being validated (authorization_pending)",
    userId: 5,
    phone: "09120000005",
    password: null,
    twoFactor: 0,
    mainProfileId: 501,
    status: "pending",
    linkedProfileIds: [],
  },
  /** Password account with two-step sign-in on: password, then a one-time code. */
  password: {
    purpose: "password sign-in with two-step on",
    userId: 6,
    phone: "09120000006",
    password: "Demo-1234",
    twoFactor: 1,
    mainProfileId: 601,
    status: "approved",
    linkedProfileIds: [],
  },
} as const satisfies Record<string, DemoAccount>;

/** Ids of the extra profiles created for the accounts above. */
export const DEMO_PROFILES = {
  naturalLegal: 102,
  legalCompany: 201,
} as const;

/** The default one-time code `pnpm start` uses for demos. */
export const DEMO_OTP_CODE = "12345";
