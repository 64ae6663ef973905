import { allFeatures } from "./allFeatures";
import { startServer } from "./app/startServer";
import { issueTempToken } from "./auth/tokens";
import { DataDirLockedError } from "./db/lock";
import { loadConfig } from "./kernel/config";
import { consoleLogger } from "./kernel/log";
import { DEMO_ACCOUNTS } from "./seed/accounts";

// Until the configuration is read (LOG_FORMAT), a failure to start is written as JSON.
let log = consoleLogger("json");
try {
  const config = loadConfig();
  log = consoleLogger(config.logFormat);
  const server = await startServer({ config, log, features: allFeatures });
  const { deps } = server;
  log.info(`reference API listening on ${server.url} (ready in ${server.startupMs} ms)`, {
    storage: config.databaseUrl ? "postgresql" : `pglite ${config.dataDir}`,
    otp: config.otpCode ? `fixed ${config.otpCode}` : "random (see log)",
  });
  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS)) {
    const password = account.password ? ` password=${account.password}` : "";
    log.info(`demo account ${kind}: ${account.phone}${password} — ${account.purpose}`);
  }
  const temp = await issueTempToken(deps.db, deps.clock, config, DEMO_ACCOUNTS.natural.userId);
  log.info(`auto-login link (single use): ${server.url}/_auto_login?temp_token=${temp}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`stopping (${signal})`);
    // Past the in-flight bound (and the readiness delay) something is stuck: exit anyway, non-zero.
    setTimeout(() => process.exit(1), config.shutdownDelayMs + config.shutdownTimeoutMs + 5000).unref();
    void server.close().then(() => {
      log.info("stopped", { signal });
      process.exit(0);
    });
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    log.error("server failed to start", { error });
  }
  process.exit(1);
}
