import type { ValidateFunction } from "ajv";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../context/env";
import type { Config } from "../kernel/config";
import { messages } from "../messages";
import { createAjv, DOC_ID, rebaseRefs, schemaMessage, toDetails } from "./ajv";
import { ErrorCode, type ErrorDetail, httpError } from "./errors";
import { withIntegerBounds } from "./integerBounds";
import { listOperations, type OpenApiDocument, type OperationInfo, resolveRef } from "./openapi";
import { safeDecode } from "./static";

interface CompiledOperation {
  info: OperationInfo;
  pattern: RegExp;
  pathNames: string[];
  arrayQuery: Set<string>;
  params: ValidateFunction;
  body: Map<string, ValidateFunction>;
  /** A multipart body carrying files: left unread here, the feature streams it to disk and checks its fields. */
  streamedMultipart: boolean;
}

/** Finds the operation of a request and validates its path, query and body against the OpenAPI document. */
export interface RequestValidator {
  operations: OperationInfo[];
  match(
    method: string,
    pathname: string,
  ): { op: CompiledOperation; pathParams: Record<string, string> } | null;
  /** The methods the document has for a path (empty when it names no operation's path). */
  methodsOf(pathname: string): string[];
  /** The Persian message a failing schema gives for the failed keyword (`x-messages`), if any. */
  messageOf(errors: ValidateFunction["errors"]): string | null;
}

/** The regular expression of an OpenAPI path template and the names of its `{params}`, in order. */
export function templateToRegex(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return "([^/]+)";
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), names };
}

function isArraySchema(doc: OpenApiDocument, schema: unknown): boolean {
  const resolved = resolveRef<Record<string, unknown>>(doc, (schema ?? {}) as Record<string, unknown>);
  const type = resolved.type;
  return type === "array" || (Array.isArray(type) && type.includes("array"));
}

/** True when the schema at `pointer` has a file property (binary string, or an array of them). */
function carriesFiles(doc: OpenApiDocument, pointer: string): boolean {
  const schema = resolveRef<Record<string, unknown>>(doc, { $ref: `#${pointer}` });
  const isFile = (raw: unknown): boolean => {
    const s = resolveRef<Record<string, unknown>>(doc, (raw ?? {}) as Record<string, unknown>);
    if (s.type === "array") return isFile(s.items);
    return s.format === "binary" || typeof s.contentMediaType === "string";
  };
  return Object.values((schema.properties ?? {}) as Record<string, unknown>).some(isFile);
}

/** Compiles every operation of the document once (lazily per request part inside Ajv). */
export function createRequestValidator(document: OpenApiDocument): RequestValidator {
  const doc = withIntegerBounds(document);
  const strictAjv = createAjv(doc, false);
  const coercingAjv = createAjv(doc, true);
  const operations = listOperations(doc);
  const compiled: CompiledOperation[] = operations.map((info) => {
    const { pattern, names } = templateToRegex(info.path);
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    const arrayQuery = new Set<string>();
    for (const p of info.parameters) {
      if (p.in !== "query" && p.in !== "path") continue;
      const key = `${p.in}.${p.name}`;
      properties[key] = rebaseRefs(p.schema ?? {});
      if (p.required || p.in === "path") required.push(key);
      if (p.in === "query" && isArraySchema(doc, p.schema)) arrayQuery.add(p.name);
    }
    const params = coercingAjv.compile({ type: "object", properties, required });
    const body = new Map<string, ValidateFunction>();
    for (const { mediaType, pointer } of info.bodyContent) {
      const ajv = mediaType.includes("json") ? strictAjv : coercingAjv;
      body.set(mediaType, ajv.compile({ $ref: `${DOC_ID}#${pointer}` }));
    }
    const streamedMultipart = info.bodyContent.some(
      (b) => b.mediaType === "multipart/form-data" && carriesFiles(doc, b.pointer),
    );
    return { info, pattern, pathNames: names, arrayQuery, params, body, streamedMultipart };
  });
  // Paths without parameters are found by one lookup instead of a scan of every operation's pattern; the scan's
  // first-match order is kept (a path an earlier template also matches stays with the scan).
  const fixed = new Map<string, CompiledOperation>();
  compiled.forEach((op, i) => {
    if (op.pathNames.length > 0) return;
    const earlier = compiled
      .slice(0, i)
      .some((o) => o.info.method === op.info.method && o.pattern.test(op.info.path));
    if (!earlier) fixed.set(`${op.info.method} ${op.info.path}`, op);
  });
  return {
    operations,
    messageOf: (errors) => schemaMessage(doc, errors),
    methodsOf: (pathname) => [
      ...new Set(compiled.filter((op) => op.pattern.test(pathname)).map((op) => op.info.method)),
    ],
    match(method, pathname) {
      const exact = fixed.get(`${method} ${pathname}`);
      if (exact) return { op: exact, pathParams: {} };
      for (const op of compiled) {
        if (op.info.method !== method) continue;
        const m = op.pattern.exec(pathname);
        if (!m) continue;
        const pathParams: Record<string, string> = {};
        op.pathNames.forEach((name, i) => {
          // A malformed escape stays raw: the schema then judges it like any other wrong value.
          pathParams[name] = safeDecode(m[i + 1] ?? "") ?? m[i + 1] ?? "";
        });
        return { op, pathParams };
      }
      return null;
    },
  };
}

function invalid(details: ErrorDetail[], own: string | null = null): never {
  // A detail that names its field in Persian is the message itself; otherwise the generic text and the path.
  const named = details.find((d) => /[\u0600-\u06FF]/.test(d.message));
  const first = details[0]?.path.replace(/^\/(body|query|path)\/?/, "") ?? "";
  const generic = first ? `${messages.invalidRequest} (${first})` : messages.invalidRequest;
  const message = own ?? named?.message ?? generic;
  throw httpError(400, message, ErrorCode.invalidRequest, details);
}

/** Files are not JSON values: validate them as strings (format binary) and keep the File objects aside. */
function formForValidation(form: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    const k = key.endsWith("[]") ? key.slice(0, -2) : key;
    const list = Array.isArray(value) ? value : [value];
    const mapped = list.map((v) => (v instanceof File ? v.name || "file" : v));
    out[k] = Array.isArray(value) || key.endsWith("[]") ? mapped : mapped[0];
  }
  return out;
}

/** A form body; a malformed one (multipart without or with a wrong boundary, broken parts) is the client's 400. */
async function parseForm(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch (error) {
    // The body limit's 413 and other deliberate answers pass through.
    if (error instanceof HTTPException) throw error;
    throw httpError(400, messages.malformedForm, ErrorCode.malformedJson, [
      { path: "/body", message: "malformed form body (multipart needs its boundary)" },
    ]);
  }
}

async function readBody(
  c: Context<AppEnv>,
  op: CompiledOperation,
  config: Config,
): Promise<{ value: Record<string, unknown>; raw: Record<string, unknown> } | null> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const length = Number(c.req.header("content-length") ?? "0");
  if (op.body.size === 0) return null;
  if (type.startsWith("multipart/form-data") && op.streamedMultipart) return null;
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    if (length > config.maxRequestBytes)
      throw httpError(413, messages.payloadTooLarge, ErrorCode.payloadTooLarge);
    const form = await parseForm(c);
    return { value: formForValidation(form), raw: form };
  }
  const text = await c.req.text();
  // An empty body is validated as `{}`, so a required body still reports its missing fields.
  if (text.trim() === "") return { value: {}, raw: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw httpError(400, messages.malformedJson, ErrorCode.malformedJson);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    invalid([{ path: "/body", message: "must be object" }]);
  }
  return { value: parsed as Record<string, unknown>, raw: parsed as Record<string, unknown> };
}

function pickBodyValidator(op: CompiledOperation, contentType: string): ValidateFunction | null {
  const type = contentType.toLowerCase().split(";")[0]?.trim() ?? "";
  return (
    op.body.get(type) ??
    (type === "" || type.includes("json") ? op.body.get("application/json") : undefined) ??
    op.body.values().next().value ??
    null
  );
}

/**
 * Validates every request that matches an operation of the document; a violation answers 400 with a Persian
 * message, `code` 1001 and `details[]`. Sets `c.var.query` (coerced) and `c.var.body` (validated).
 */
export function validateRequests(validator: RequestValidator, config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = validator.match(c.req.method, c.req.path);
    if (!found) {
      // A documented path asked with a method it lacks (TRACE, PATCH, ...) is 405 with the methods it has, not 404.
      const method = c.req.method;
      const allowed = method === "HEAD" || method === "OPTIONS" ? [] : validator.methodsOf(c.req.path);
      if (allowed.length === 0) return next();
      const allow = allowed.includes("GET") ? [...allowed, "HEAD"] : allowed;
      return c.json({ message: messages.methodNotAllowed, code: null }, 405, { Allow: allow.join(", ") });
    }
    const { op, pathParams } = found;
    const params: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(pathParams)) params[`path.${name}`] = value;
    for (const p of op.info.parameters) {
      if (p.in !== "query") continue;
      if (op.arrayQuery.has(p.name)) {
        const all = [...(c.req.queries(p.name) ?? []), ...(c.req.queries(`${p.name}[]`) ?? [])].flatMap(
          (v) => (v.includes(",") ? v.split(",") : [v]),
        );
        if (all.length > 0) params[`query.${p.name}`] = all;
      } else {
        const value = c.req.query(p.name);
        if (value !== undefined) params[`query.${p.name}`] = value;
      }
    }
    if (!op.params(params)) {
      invalid(
        toDetails("", op.params.errors).map((d) => ({
          ...d,
          path: d.path.replace(/^\/+(query|path)\./, "/$1/"),
        })),
      );
    }
    const query: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(params)) query[key.replace(/^(query|path)\./, "")] = value;
    c.set("query", query);
    const body = await readBody(c, op, config);
    if (body) {
      const validate = pickBodyValidator(op, c.req.header("content-type") ?? "");
      if (validate && !validate(body.value))
        invalid(toDetails("body", validate.errors), validator.messageOf(validate.errors));
      const merged: Record<string, unknown> = { ...body.value };
      for (const [key, value] of Object.entries(body.raw)) {
        const k = key.endsWith("[]") ? key.slice(0, -2) : key;
        const v = Array.isArray(value) ? value : [value];
        if (v.some((x) => x instanceof File)) merged[k] = v;
      }
      c.set("body", merged);
    } else {
      c.set("body", {});
    }
    await next();
  };
}
