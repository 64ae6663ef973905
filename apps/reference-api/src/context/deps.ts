import type { Kysely } from "kysely";
import type { RunPrepared } from "../db/connect";
import type { Database } from "../db/schema";
import type { EventBus } from "../events/bus";
import type { SessionCache } from "../events/sessionCache";
import type { FileStore } from "../files/fileStore";
import type { Clock } from "../kernel/clock";
import type { Config } from "../kernel/config";
import type { Logger } from "../kernel/log";

/** Everything a feature needs, passed in explicitly (no globals). */
export interface Deps {
  db: Kysely<Database>;
  /** The prepared path for the per-request lookups of a fixed shape (the session's token and profile). */
  runPrepared: RunPrepared;
  events: EventBus;
  /** Session lookups kept in memory, dropped on any change of their rows (see createSessionCache). */
  sessions: SessionCache<object>;
  /** Where uploaded files are kept (local disk, the shared PostgreSQL, or an S3-compatible bucket). */
  files: FileStore;
  clock: Clock;
  config: Config;
  log: Logger;
}
