import { stat } from "node:fs/promises";
import { join } from "node:path";
import { clientKey } from "../../auth/limits";
import { requireProfile } from "../../auth/requireProfile";
import { randomToken } from "../../auth/tokens";
import type { Feature } from "../../context/feature";
import { ErrorCode, httpError } from "../../http/errors";
import { invalidInput } from "../../http/input";
import { contentType, safeDecode } from "../../http/static";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { safeJoin } from "../../kernel/safeJoin";
import { messages } from "../../messages";
import { limitClientUploads } from "./clientUploads";
import { type FileKind, sniff } from "./sniff";
import { FormStreamError, removeTemp, type StreamedFile, streamForm } from "./streamForm";
import "./uploadsTable";
import { IMAGE_VARIANTS, writeVariant } from "./variants";

/** At most this many files per request (contract). */
const MAX_FILES = 10;

/** Temporary files of uploads in progress, inside the upload dir (on disk storage: moved into place by rename). */
const INCOMING = ".incoming";

/** One file ready to be moved into place: where it is now, where it goes, how big it is. */
interface Staged {
  from: string;
  path: string;
  bytes: number;
}

function formError(error: unknown): never {
  if (!(error instanceof FormStreamError)) throw error;
  if (error.reason === "fileTooLarge")
    throw httpError(413, messages.payloadTooLarge, ErrorCode.payloadTooLarge);
  if (error.reason === "tooManyFiles")
    throw httpError(413, messages.uploadTooMany, ErrorCode.payloadTooLarge);
  throw httpError(400, messages.malformedForm, ErrorCode.malformedJson, [
    { path: "/body", message: "malformed multipart body" },
  ]);
}

const typeError = () =>
  httpError(400, messages.uploadType, ErrorCode.invalidRequest, [
    { path: "/body/files", message: "jpeg, png, webp, gif, pdf, mp3, ogg, wav or m4a" },
  ]);

/** The original and, for images, its real size variants, written beside the temporary file. */
async function stage(file: StreamedFile, kind: FileKind, base: string): Promise<Staged[]> {
  const staged: Staged[] = [{ from: file.tempPath, path: `${base}_org.${kind.ext}`, bytes: file.size }];
  if (!kind.image) return staged;
  for (const variant of IMAGE_VARIANTS) {
    const from = `${file.tempPath}.${variant.name}`;
    staged.push({ from, path: `${base}_${variant.name}.${kind.ext}`, bytes: 0 });
    try {
      await writeVariant(file.tempPath, from, variant.size, kind);
    } catch {
      throw httpError(400, messages.uploadBroken, ErrorCode.invalidRequest, [
        { path: "/body/files", message: "image cannot be decoded" },
      ]);
    }
    (staged.at(-1) as Staged).bytes = (await stat(from)).size;
  }
  return staged;
}

/**
 * `POST /api/upload/multi` (multipart `folder` + `files`): the body is streamed to disk (never held in memory), each
 * file's type is read from its first bytes, images get real 360x360 and 120x120 variants (sharp), and the user's
 * quota (UPLOAD_QUOTA_BYTES, originals and variants) is checked in the transaction that records them. The files go
 * to the store (deps.files: disk, PostgreSQL or S3) before that transaction and are removed again when it fails.
 * Answers `file[].original` = the `;`-separated paths, original first. `GET /uploads/<path>` streams them back
 * from the store, so any instance serves any upload.
 */
export const uploadFeature: Feature = {
  name: "upload",
  routes(app, deps) {
    const { config, db, clock, files: store } = deps;
    const on = typedRoutes(app);
    on.post("/api/upload/multi", requireProfile(deps), async (c, io) => {
      const form = await streamForm(c.req.raw, join(config.uploadDir, INCOMING), {
        fileBytes: config.maxUploadBytes,
        files: MAX_FILES,
        fileFields: ["files", "file"],
      }).catch(formError);
      const temps: string[] = form.files.map((f) => f.tempPath);
      try {
        for (const key of Object.keys(form.fields)) if (key !== "folder") invalidInput(key, "unknown field");
        const folder = form.fields.folder || "public";
        if (!/^[a-z0-9_-]{1,64}$/.test(folder)) invalidInput("folder", "^[a-z0-9_-]{1,64}$");
        const files = form.files.filter((f) => f.field === "files" || f.field === "file");
        if (files.length !== form.files.length) invalidInput("files", "files are sent as `files`");
        if (files.length === 0)
          throw httpError(400, messages.uploadEmpty, ErrorCode.invalidRequest, [
            { path: "/body/files", message: "required" },
          ]);
        const kinds = files.map((f) => sniff(f.head));
        if (kinds.some((k) => k === null)) throw typeError();
        const staged: Staged[][] = [];
        for (const [i, file] of files.entries()) {
          const base = `${folder}/${randomToken().slice(0, 22)}`;
          const parts = await stage(file, kinds[i] as FileKind, base);
          temps.push(...parts.slice(1).map((p) => p.from));
          staged.push(parts);
        }
        const all = staged.flat();
        for (const part of all) if (!safeJoin(config.uploadDir, part.path)) throw typeError();
        const total = all.reduce((n, s) => n + s.bytes, 0);
        const now = nowSeconds(clock);
        const userId = c.var.user.id;
        const client = clientKey(c, config);
        const put: string[] = [];
        try {
          for (const part of all) {
            put.push(part.path);
            await store.put(part.path, { path: part.from });
          }
          await db.transaction().execute(async (trx) => {
            // Parallel uploads of one user queue here, so two of them cannot both fit in the last free bytes.
            await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
            const used = await trx
              .selectFrom("uploads")
              .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("bytes"), eb.lit(0)).as("bytes"))
              .where("user_id", "=", userId)
              .executeTakeFirstOrThrow();
            if (Number(used.bytes) + total > config.uploadQuotaBytes)
              throw httpError(413, messages.uploadQuota, ErrorCode.uploadQuota);
            await limitClientUploads(trx, config, client, total, now);
            await trx
              .insertInto("uploads")
              .values(
                staged.flatMap((parts, i) =>
                  parts.map((s) => ({
                    user_id: userId,
                    path: s.path,
                    bytes: s.bytes,
                    created_at: now,
                    original_name: files[i]?.name ?? null,
                    client,
                  })),
                ),
              )
              .execute();
          });
        } catch (error) {
          // Files nobody recorded would hold space no quota counts.
          await store
            .delete(put)
            .catch((cleanup: unknown) => deps.log.warn("upload cleanup failed", { error: String(cleanup) }));
          throw error;
        }
        return io.ok(
          {
            file: staged.map((parts, i) => ({
              original: parts.map((p) => p.path).join(";"),
              name: files[i]?.name ?? "file",
              size: files[i]?.size ?? 0,
            })),
          },
          messages.uploadDone,
        );
      } finally {
        await removeTemp(temps);
      }
    });

    // A stored value's original is its first `;` part; its name is kept on that row (issue 26 item 10).
    on.get("/api/upload/names", requireProfile(deps), async (c, io) => {
      // No stored path holds a NUL, and the database refuses one in a query: such a value is simply unknown.
      const asked = io.query.path.filter((p) => !p.includes("\u0000"));
      const originals = [...new Set(asked.map((value) => value.split(";")[0] ?? value))];
      const rows = await db
        .selectFrom("uploads")
        .select(["path", "original_name"])
        .where("user_id", "=", c.var.user.id)
        .where("path", "in", originals.length > 0 ? originals : [""])
        .where("original_name", "is not", null)
        .execute();
      const names = new Map(rows.map((row) => [row.path, row.original_name ?? ""]));
      return io.ok(
        asked.flatMap((path) => {
          const name = names.get(path.split(";")[0] ?? path);
          return name ? [{ path, name }] : [];
        }),
      );
    });

    on.getRest("/uploads/{path}", async (c, io) => {
      const relative = safeDecode(c.req.path.slice("/uploads/".length));
      // Uploads in progress are not files anyone may read; a key must stay inside the upload folder.
      const key =
        relative === null || relative.startsWith(INCOMING) || !safeJoin(config.uploadDir, relative)
          ? null
          : relative;
      const file = key ? await store.stream(key) : null;
      if (!key || !file) throw httpError(404, messages.notFound, ErrorCode.notFound);
      return io.raw(
        c.body(file.body, 200, {
          "content-type": contentType(key),
          "content-length": String(file.size),
          "cache-control": "public, max-age=31536000, immutable",
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'",
        }),
      );
    });
  },
};
