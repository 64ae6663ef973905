import { createReadStream } from "node:fs";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type FileStore, readAll } from "./fileStore";
import "./uploadBlobsTable";

/** Bytes per stored chunk: small enough that a read holds little, large enough that a 10 MB file is 40 rows. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query while streaming (at most this many chunks in memory per reader). */
const CHUNKS_PER_READ = 4;

/**
 * Files as chunked `bytea` rows (table `upload_blobs`) in the shared PostgreSQL: every instance sees every file,
 * and the database's backups hold them. Written from the temporary file one chunk at a time inside one transaction
 * (a file is whole or absent); read back a few chunks per query as the response is consumed.
 */
export function postgresFileStore(db: Kysely<Database>): FileStore {
  const size = async (key: string) => {
    const row = await db
      .selectFrom("upload_blobs")
      .select((eb) => [
        eb.fn.countAll<number>().as("chunks"),
        eb.fn.sum<number>(eb.fn("octet_length", ["data"])).as("bytes"),
      ])
      .where("path", "=", key)
      .executeTakeFirstOrThrow();
    return Number(row.chunks) === 0 ? null : Number(row.bytes);
  };
  const store: FileStore = {
    kind: "postgres",
    async put(key, source) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("upload_blobs").where("path", "=", key).execute();
        if ("bytes" in source) {
          for (let seq = 0; seq * CHUNK_BYTES < Math.max(source.bytes.length, 1); seq++) {
            const data = source.bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
            await trx.insertInto("upload_blobs").values({ path: key, seq, data }).execute();
          }
          return;
        }
        let seq = 0;
        for await (const chunk of createReadStream(source.path, { highWaterMark: CHUNK_BYTES })) {
          await trx
            .insertInto("upload_blobs")
            .values({ path: key, seq: seq++, data: chunk as Buffer })
            .execute();
        }
        if (seq === 0)
          await trx
            .insertInto("upload_blobs")
            .values({ path: key, seq: 0, data: Buffer.alloc(0) })
            .execute();
      });
    },
    async get(key) {
      const file = await store.stream(key);
      return file ? readAll(file.body) : null;
    },
    async stream(key) {
      const bytes = await size(key);
      if (bytes === null) return null;
      let next = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const rows = await db
            .selectFrom("upload_blobs")
            .select(["seq", "data"])
            .where("path", "=", key)
            .where("seq", ">=", next)
            .orderBy("seq")
            .limit(CHUNKS_PER_READ)
            .execute();
          for (const row of rows) controller.enqueue(new Uint8Array(row.data));
          next = (rows.at(-1)?.seq ?? next) + 1;
          if (rows.length < CHUNKS_PER_READ) controller.close();
        },
      });
      return { size: bytes, body };
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await db
        .deleteFrom("upload_blobs")
        .where("path", "in", [...keys])
        .execute();
    },
  };
  return store;
}
