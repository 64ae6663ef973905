/** One chunk of a file kept in PostgreSQL (postgresFileStore): chunks of one path in `seq` order make the file. */
export interface UploadBlobsTable {
  path: string;
  seq: number;
  data: Uint8Array;
}

declare module "../db/schema" {
  interface Database {
    upload_blobs: UploadBlobsTable;
  }
}
