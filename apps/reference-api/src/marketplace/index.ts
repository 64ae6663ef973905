import type { Feature } from "../context/feature";
import { addressesFeature } from "./addresses/feature";
import { moduleRoutes } from "./content/moduleRoutes";
import { contentRoutes } from "./content/routes";
import { chatRoutes } from "./items/chatRoutes";
import { type CustomerTiming, createCustomerSimulator } from "./items/customer";
import { startRequestFeed } from "./items/requestFeed";
import { itemRoutes } from "./items/routes";
import { createScheduler, type Scheduler } from "./items/scheduler";
import { linkRoutes } from "./links/routes";
import { seedMarketplace } from "./seed/seed";
import { DEMO_LINKS, type SideMenuLinks } from "./system/portalPages";
import { systemRoutes } from "./system/routes";
import "./db";

/** Options of the marketplace feature. */
export interface MarketplaceOptions extends CustomerTiming {
  /** general_keys.sheba_is_required in the initial data. */
  shebaRequired: boolean;
  /** general_keys monthly_report_url / consumer_app_url (MONTHLY_REPORT_URL, CONSUMER_APP_URL). */
  links: SideMenuLinks;
}

/** The feature plus control over its background work (simulated customer). */
export interface MarketplaceFeature extends Feature {
  /** Cancels pending simulated-customer tasks (call on shutdown). */
  stop(): void;
  /** Resolves when no simulated-customer task is pending (tests). */
  idle(): Promise<void>;
}

const envDelay = (value: string | undefined, fallback: number): number | null => {
  if (value === undefined || value.trim() === "") return fallback;
  if (value.trim() === "off") return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Not a delay in milliseconds: ${value}`);
  return n;
};

/**
 * Options from the environment: MARKETPLACE_REPLY_DELAY_MS (default 4000), MARKETPLACE_ACCEPT_DELAY_MS (default 20000),
 * MARKETPLACE_NEW_REQUEST_MS (default 180000); 'off' disables each; MONTHLY_REPORT_URL and CONSUMER_APP_URL (default:
 * the reference server's stand-in pages).
 */
export function marketplaceOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MarketplaceOptions {
  return {
    replyDelayMs: envDelay(env.MARKETPLACE_REPLY_DELAY_MS, 4000),
    acceptDelayMs: envDelay(env.MARKETPLACE_ACCEPT_DELAY_MS, 20_000),
    newRequestEveryMs: envDelay(env.MARKETPLACE_NEW_REQUEST_MS, 180_000),
    shebaRequired: env.SHEBA_IS_REQUIRED?.trim() !== "false",
    links: {
      monthlyReport: env.MONTHLY_REPORT_URL?.trim() || DEMO_LINKS.monthlyReport,
      consumerApp: env.CONSUMER_APP_URL?.trim() || DEMO_LINKS.consumerApp,
    },
  };
}

/**
 * Builds the marketplace feature: initial data and CMS pages, provider content with drafts, module fields and
 * flows, link requests, location search and point lookup, service items, chat and the eligibility check.
 */
export function createMarketplaceFeature(options: MarketplaceOptions): MarketplaceFeature {
  let scheduler: Scheduler | null = null;
  return {
    name: "marketplace",
    routes(app, deps) {
      scheduler = createScheduler((error) => deps.log.error("simulated customer failed", { error }));
      const customer = createCustomerSimulator(deps, scheduler, options);
      if (options.newRequestEveryMs !== null) startRequestFeed(deps, scheduler, options.newRequestEveryMs);
      systemRoutes(app, deps, options);
      contentRoutes(app, deps, options.shebaRequired);
      moduleRoutes(app, deps);
      linkRoutes(app, deps);
      itemRoutes(app, deps, customer);
      chatRoutes(app, deps, customer);
    },
    seed: seedMarketplace,
    stop() {
      scheduler?.stop();
    },
    async idle() {
      await scheduler?.idle();
    },
  };
}

/** The marketplace feature configured from the environment. */
export const marketplaceFeature: MarketplaceFeature = createMarketplaceFeature(marketplaceOptionsFromEnv());

/** The marketplace features in mount order (src/allFeatures.ts appends them to the core's). */
export const marketplaceFeatures: readonly Feature[] = [marketplaceFeature, addressesFeature];
