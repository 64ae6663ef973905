import { allFeatures } from "./allFeatures";
import { startServer } from "./app/startServer";
import { issueTempToken } from "./auth/tokens";
import { DataDirLockedError } from "./db/lock";
import { loadConfig } from "./kernel/config";
import { consoleLogger } from "./kernel/log";
import { DEMO_ACCOUNTS } from "./seed/accounts";

try {
  const config = loadConfig();
  const server = await startServer({ config, features: allFeatures });
  const { deps } = server;
  consoleLogger.info(`reference API listening on ${server.url} (ready in ${server.startupMs} ms)`, {
    storage: config.databaseUrl ? "postgresql" : `pglite ${config.dataDir}`,
    otp: config.otpCode ? `fixed ${config.otpCode}` : "random (see log)",
  });
  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS)) {
    const password = account.password ? ` password=${account.password}` : "";
    consoleLogger.info(`demo account ${kind}: ${account.phone}${password} — ${account.purpose}`);
  }
  const temp = await issueTempToken(deps.db, deps.clock, config, DEMO_ACCOUNTS.natural.userId);
  consoleLogger.info(`auto-login link (single use): ${server.url}/_auto_login?temp_token=${temp}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLogger.info(`stopping (${signal})`);
    void server.close().then(() => process.exit(0));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    consoleLogger.error("server failed to start", { error });
  }
  process.exit(1);
}
