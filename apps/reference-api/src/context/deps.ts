import type { Kysely } from "kysely";
import type { RunPrepared } from "../db/connect";
import type { Database } from "../db/schema";
import type { EventBus } from "../events/bus";
import type { Clock } from "../kernel/clock";
import type { Config } from "../kernel/config";
import type { Logger } from "../kernel/log";

/** Everything a feature needs, passed in explicitly (no globals). */
export interface Deps {
  db: Kysely<Database>;
  /** The prepared path for the per-request lookups of a fixed shape (the session's token and profile). */
  runPrepared: RunPrepared;
  events: EventBus;
  clock: Clock;
  config: Config;
  log: Logger;
}
