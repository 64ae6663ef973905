import { clientKey, enforceBucket } from "../../auth/limits";
import type { Feature } from "../../context/feature";
import { ErrorCode } from "../../http/errors";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { messages } from "../../messages";

/** The `msg` of each analytics log line, so a log collector can pick them out. */
export const ANALYTICS_LOG_MESSAGE = "analytics event";

/**
 * The engines' analytics events, batched by the panel: one JSON log line per event, nothing stored. Public (a beacon
 * carries no access token), so a per-client rate like the UI log's; the batch size is the contract's.
 */
export const analyticsFeature: Feature = {
  name: "analytics",
  routes(app, deps) {
    const on = typedRoutes(app);
    on.post("/api/analytics/events", async (c, io) => {
      const { config } = deps;
      await enforceBucket(
        deps.db,
        {
          key: `analytics:${clientKey(c, config)}`,
          limit: config.analyticsPerWindow,
          windowSeconds: config.analyticsWindowSeconds,
          now: nowSeconds(deps.clock),
        },
        { message: messages.clientRateLimited, code: ErrorCode.clientRateLimited },
      );
      for (const event of io.body.events) deps.log.info(ANALYTICS_LOG_MESSAGE, { ...event });
      return io.message(messages.analyticsSaved);
    });
  },
};
