import { issueTokenSet } from "../../auth/tokens";
import { coreFeatures } from "../../features";
import type { OperationInfo } from "../../http/openapi";
import { CORE_TABLES, snapshotTables } from "../../testing/snapshot";
import { createTestServer, type TestServer } from "../../testing/testServer";
import { addressesFeature } from "../addresses/feature";
import { createMarketplaceFeature, type MarketplaceFeature, type MarketplaceOptions } from "../index";
import { DEMO_LINKS } from "../system/portalPages";

/** Who sends a request: a seeded user and the profile it acts as (Profile-Id). */
export interface Caller {
  userId: number;
  profileId: number;
}

/** A JSON answer with its status. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON object of an answer. */
export type Json = Record<string, unknown>;

/** The `data` of an answer body, as an object. */
export const dataOf = (body: Json) => body.data as Json;

/** The `data` of an answer body, as a list. */
export const listOf = (body: Json) => body.data as Json[];

/** Query values as the panel sends them (arrays become repeated parameters). */
type Query = Record<string, string | number | boolean | (string | number)[]>;

/** Who calls, with which query and JSON body. */
interface CallOptions {
  as?: Caller;
  query?: Query;
  body?: unknown;
}

/** The marketplace on the core's test server (in-memory PGlite, or PostgreSQL under test:pg). */
export interface MkServer {
  server: TestServer;
  feature: MarketplaceFeature;
  operations: OperationInfo[];
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** Calls and returns only the status (for steps whose answer body the test does not read). */
  statusOf(method: string, path: string, options?: CallOptions): Promise<number>;
  /** Throws unless the answer matches the operation's documented status and schema. */
  expectContract(operationId: string, answer: Answer): void;
  /** Issues the caller's access token now (token rows would otherwise appear inside a snapshot window). */
  authorize(caller: Caller): Promise<void>;
  /** Every row a write could touch (core and marketplace tables), to prove a refused write changed nothing. */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

const MARKETPLACE_TABLES = [
  "mk_contents",
  "mk_link_requests",
  "mk_service_items",
  "mk_item_offers",
  "mk_item_replies",
  "mk_eligible_codes",
  "mk_saved_addresses",
];

/** Starts the core and marketplace features on a fresh, migrated and seeded database. */
export async function startMkServer(options: Partial<MarketplaceOptions> = {}): Promise<MkServer> {
  const feature = createMarketplaceFeature({
    replyDelayMs: null,
    acceptDelayMs: null,
    newRequestEveryMs: null,
    shebaRequired: true,
    links: DEMO_LINKS,
    ...options,
  });
  const server = await createTestServer({ features: [...coreFeatures, feature, addressesFeature] });
  const tokens = new Map<number, string>();

  async function tokenOf(userId: number): Promise<string> {
    const cached = tokens.get(userId);
    if (cached) return cached;
    const set = await issueTokenSet(server.deps.db, server.deps.clock, server.deps.config, userId);
    tokens.set(userId, set.access_token);
    return set.access_token;
  }

  async function call(method: string, path: string, { as, query, body }: CallOptions = {}): Promise<Answer> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
    }
    const headers: Record<string, string> = {};
    if (as) {
      headers.Authorization = `Bearer ${await tokenOf(as.userId)}`;
      headers["Profile-Id"] = String(as.profileId);
    }
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await server.built.app.request(`${path}${search.size > 0 ? `?${search}` : ""}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
  }

  return {
    server,
    feature,
    operations: server.contract.operations,
    call,
    statusOf: async (method, path, options) => (await call(method, path, options)).status,
    expectContract(operationId, answer) {
      const problems = server.contract.responseProblems(
        operationId,
        answer.status,
        "application/json",
        answer.body,
      );
      if (problems.length > 0) {
        const lines = problems.map((d) => `${d.path}: ${d.message}`);
        throw new Error(`${operationId} ${answer.status} breaks the contract:\n${lines.join("\n")}`);
      }
    },
    async authorize(caller) {
      await tokenOf(caller.userId);
    },
    snapshot: () => snapshotTables(server.deps, [...CORE_TABLES, ...MARKETPLACE_TABLES]),
    async close() {
      feature.stop();
      await server.close();
    },
  };
}

/** Seeded callers (ids from src/seed/accounts.ts). */
export const as = {
  natural: { userId: 1, profileId: 101 },
  naturalLegal: { userId: 1, profileId: 102 },
  legal: { userId: 2, profileId: 201 },
  agent: { userId: 3, profileId: 301 },
  password: { userId: 6, profileId: 601 },
} as const satisfies Record<string, Caller>;
