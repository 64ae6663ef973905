import { join } from "node:path";
import { clientKey, enforceBucket } from "../../auth/limits";
import { optionalUser } from "../../auth/requireProfile";
import type { Feature } from "../../context/feature";
import { ErrorCode } from "../../http/errors";
import { optString, reqString } from "../../http/input";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { messages } from "../../messages";
import { readChangelog, supplierRulesHtml, supplierRulesTitle } from "./content";
import { capEntry, createUiLogPruner } from "./uiLogLimits";

/** Public website content (supplier rules), the app changelog, and the UI error log. */
export const siteFeature: Feature = {
  name: "site",
  routes(app, deps) {
    const on = typedRoutes(app);
    on.get("/static/rules_regulations_of_suppliers", (_c, io) =>
      io.ok([
        {
          id: 1,
          type: "static_page",
          title: supplierRulesTitle,
          priority: 1,
          content: [{ title: null, html_body: supplierRulesHtml }],
        },
      ]),
    );

    const changelogPaths = [
      join(deps.config.panelDist, "changelog.json"),
      join(deps.config.panelDist, "..", "public", "changelog.json"),
    ];
    on.get("/changelog.json", async (c, io) => {
      c.header("cache-control", "no-cache");
      return io.json(200, await readChangelog(changelogPaths));
    });

    const pruneUiLogs = createUiLogPruner(deps.db, () => deps.config.uiLogMaxRows);
    // No sign-in needed (errors before sign-in are logged too), so: a per-client rate, an entry cap, a table cap.
    on.post("/api/log_ui/log", optionalUser(deps), async (c, io) => {
      const { config } = deps;
      const now = nowSeconds(deps.clock);
      await enforceBucket(
        deps.db,
        {
          key: `log:${clientKey(c, config)}`,
          limit: config.uiLogPerWindow,
          windowSeconds: config.uiLogWindowSeconds,
          now,
        },
        { message: messages.clientRateLimited, code: ErrorCode.clientRateLimited },
      );
      const body = io.body;
      const entry = capEntry(
        {
          message: reqString(body, "message", 2000),
          url: optString(body, "url", 2048) ?? "",
          version: optString(body, "version", 64) ?? "",
          stack: optString(body, "stack", 10_000) ?? "",
        },
        config.uiLogMaxEntryBytes,
      );
      const user = c.get("user");
      await deps.db
        .insertInto("ui_logs")
        .values({ ...entry, user_id: user?.id ?? null, created_at: now })
        .execute();
      await pruneUiLogs();
      deps.log.warn("ui error reported", {
        url: entry.url,
        version: entry.version,
        user: user?.id,
        message: entry.message.slice(0, 300),
      });
      return io.message(messages.logSaved);
    });
  },
};
