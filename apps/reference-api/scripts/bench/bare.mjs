// The floor of the throughput benchmark: bare Hono on @hono/node-server answering one SQL query per request through
// the same driver path as the reference server (pg.Pool; over PGlite via createPgConfig). PORT and DATABASE_URL
// (empty = PGlite in memory with a small messages table) come from the environment.
import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const url = process.env.DATABASE_URL ?? "";
let pool;
if (url) {
  pool = new pg.Pool({ connectionString: url, max: 10 });
} else {
  const pglite = await PGlite.create("memory://");
  await pglite.exec(`CREATE TABLE messages (id serial PRIMARY KEY, profile_id integer NOT NULL, subject text NOT NULL,
    text text NOT NULL, seen boolean NOT NULL DEFAULT false, created_at bigint NOT NULL);
    CREATE INDEX messages_profile ON messages (profile_id, id DESC);
    INSERT INTO messages (profile_id, subject, text, created_at)
      SELECT 101, 'اعلان ' || g, 'متن اعلان شماره ' || g, 1700000000 + g FROM generate_series(1, 14) g;`);
  pool = new pg.Pool(createPgConfig(pglite));
}
const app = new Hono();
app.get("/bare", async (c) => {
  const { rows } = await pool.query(
    "SELECT id, subject, text, seen, created_at FROM messages WHERE profile_id = $1 ORDER BY id DESC LIMIT 10",
    [101],
  );
  return c.json({ data: rows });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () => {
  console.log("listening on", process.env.PORT);
});
