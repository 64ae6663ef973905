import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Config } from "../kernel/config";
import { diskFileStore } from "./diskFileStore";
import type { FileStore } from "./fileStore";
import { postgresFileStore } from "./postgresFileStore";
import { s3FileStore } from "./s3FileStore";

/** The upload store the configuration names (UPLOAD_STORAGE). */
export function openFileStore(
  config: Pick<Config, "uploadStorage" | "uploadDir" | "uploadS3">,
  db: Kysely<Database>,
): FileStore {
  if (config.uploadStorage === "s3") {
    if (!config.uploadS3) throw new Error("UPLOAD_STORAGE=s3 needs UPLOAD_S3_ENDPOINT and its settings");
    return s3FileStore(config.uploadS3);
  }
  if (config.uploadStorage === "postgres") return postgresFileStore(db);
  return diskFileStore(config.uploadDir);
}
