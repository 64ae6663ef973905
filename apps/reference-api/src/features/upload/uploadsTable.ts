import type { Generated } from "kysely";

/** Unix seconds. */
type Seconds = number;

/** One stored file (original or size variant) and who uploaded it: the per-user quota sums `bytes`. */
export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  path: string;
  bytes: number;
  created_at: Seconds;
  /** The file's name on the uploader's device (null for files stored before it was kept). */
  original_name: string | null;
  /** The uploader's address (limiter key): bytes per address per window are bounded too. */
  client: string | null;
}

declare module "../../db/schema" {
  interface Database {
    uploads: UploadsTable;
  }
}
