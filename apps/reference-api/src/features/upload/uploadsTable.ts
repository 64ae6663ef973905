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
}

declare module "../../db/schema" {
  interface Database {
    uploads: UploadsTable;
  }
}
