import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { Feature } from "../../app/feature";
import { requireProfile } from "../../auth/requireProfile";
import { randomToken } from "../../auth/tokens";
import { ErrorCode, httpError } from "../../http/errors";
import { bodyOf, invalidInput, ok } from "../../http/input";
import { contentType, readRegularFile, safeDecode, safeJoin } from "../../http/static";
import { messages } from "../../messages";

/** At most this many files per request (contract). */
const MAX_FILES = 10;

/** Size variants written beside each original; the path convention replaces `org` with the size. */
export const IMAGE_VARIANTS = ["360x360", "120x120"] as const;

const ALLOWED: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "application/pdf": "pdf",
};

/** Checks the first bytes so a renamed file cannot pass as an image. */
function sniff(bytes: Uint8Array): string | null {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return "image/jpeg";
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return "image/png";
  if (b(0) === 0x47 && b(1) === 0x49 && b(2) === 0x46) return "image/gif";
  if (b(0) === 0x52 && b(1) === 0x49 && b(2) === 0x46 && b(3) === 0x46 && b(8) === 0x57 && b(9) === 0x45)
    return "image/webp";
  if (b(0) === 0x25 && b(1) === 0x50 && b(2) === 0x44 && b(3) === 0x46) return "application/pdf";
  return null;
}

/**
 * `POST /api/upload/multi` (multipart `folder` + `files`): stores each file as `<folder>/<random>_org.<ext>` plus
 * size variants for images (same bytes: the reference server does not resize) and answers
 * `file[].original` = the `;`-separated paths, original first. `GET /uploads/<path>` serves them back.
 */
export const uploadFeature: Feature = {
  name: "upload",
  routes(app, deps) {
    const { config } = deps;
    app.post("/api/upload/multi", requireProfile(deps), async (c) => {
      const body = await bodyOf(c);
      const folderRaw = typeof body.folder === "string" && body.folder !== "" ? body.folder : "public";
      if (!/^[a-z0-9_-]{1,64}$/.test(folderRaw)) {
        invalidInput("folder", "^[a-z0-9_-]{1,64}$");
      }
      const folder = folderRaw;
      const raw = body.files ?? body.file ?? body["files[]"];
      const files = (Array.isArray(raw) ? raw : [raw]).filter((f): f is File => f instanceof File);
      if (files.length > MAX_FILES) throw httpError(413, messages.payloadTooLarge, ErrorCode.payloadTooLarge);
      if (files.length === 0)
        throw httpError(400, messages.uploadEmpty, ErrorCode.invalidRequest, [
          { path: "/body/files", message: "required" },
        ]);
      const out: { original: string; name: string; size: number }[] = [];
      for (const file of files) {
        if (file.size > config.maxUploadBytes)
          throw httpError(413, messages.payloadTooLarge, ErrorCode.payloadTooLarge);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = sniff(bytes);
        const ext = type ? ALLOWED[type] : undefined;
        if (!type || !ext)
          throw httpError(400, messages.uploadType, ErrorCode.invalidRequest, [
            { path: "/body/files", message: "jpeg, png, webp, gif or pdf" },
          ]);
        const base = `${folder}/${randomToken().slice(0, 22)}`;
        const names = [
          `${base}_org.${ext}`,
          ...(type.startsWith("image/") ? IMAGE_VARIANTS.map((v) => `${base}_${v}.${ext}`) : []),
        ];
        for (const name of names) {
          const target = safeJoin(config.uploadDir, name);
          if (!target) throw httpError(400, messages.uploadType, ErrorCode.invalidRequest);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, bytes);
        }
        out.push({ original: names.join(";"), name: file.name, size: file.size });
      }
      return ok(c, { file: out }, messages.uploadDone);
    });

    app.get("/uploads/*", async (c) => {
      const relative = safeDecode(c.req.path.slice("/uploads/".length));
      const target = relative === null ? null : safeJoin(config.uploadDir, relative);
      const data = target ? await readRegularFile(target) : null;
      if (!data || !target) throw httpError(404, messages.notFound, ErrorCode.notFound);
      return c.body(new Uint8Array(data), 200, {
        "content-type": contentType(target),
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'",
      });
    });
  },
};
