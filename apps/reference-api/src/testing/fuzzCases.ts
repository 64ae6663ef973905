import { type OpenApiDocument, type OperationInfo, resolveRef } from "../http/openapi";

/** One hostile request: everything but the auth headers, which the runner adds unless `headers` override them. */
export interface FuzzCase {
  operationId: string;
  label: string;
  method: string;
  /** Path with its query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** false: send no Authorization / Profile-Id (the case is about them). */
  auth: boolean;
}

type Schema = Record<string, unknown>;

/** A small seeded generator (mulberry32): the same seed gives the same cases on every run and database. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers that break int4 columns, JavaScript's safe range and integer checks. */
export const HUGE_NUMBERS = [2 ** 31, 2 ** 31 + 7, -(2 ** 31) - 1, 2 ** 53 + 2, 1e20, 2.5] as const;

/** Values of every JSON type, used to replace a field with the wrong one. */
const WRONG_TYPES: unknown[] = [{ a: 1 }, [1, "x"], "متن", 123456, true, null, -1, ""];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

/** Follows $ref and takes the first branch of oneOf/anyOf and the union of allOf, so a sample can be built. */
function flatten(doc: OpenApiDocument, raw: unknown, depth = 0): Schema {
  // A boolean schema (`items: false`) says nothing to sample from.
  if (typeof raw === "boolean") return {};
  const schema = resolveRef<Schema>(doc, (raw ?? {}) as Schema);
  if (depth > 8) return schema;
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf) {
      const f = flatten(doc, part, depth + 1);
      Object.assign(merged.properties as Schema, f.properties ?? {});
      (merged.required as string[]).push(...((f.required as string[]) ?? []));
    }
    return merged;
  }
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) return flatten(doc, branches[0], depth + 1);
  return schema;
}

function typeOf(schema: Schema): string {
  const t = schema.type;
  if (Array.isArray(t)) return String(t.find((x) => x !== "null") ?? "null");
  if (typeof t === "string") return t;
  if (schema.properties) return "object";
  return "string";
}

/** A value the schema probably accepts (enums, minimums and formats honoured; patterns are not). */
export function sampleOf(doc: OpenApiDocument, raw: unknown, depth = 0): unknown {
  const schema = flatten(doc, raw, depth);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (depth > 6) return null;
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? Math.max(schema.minimum, 1) : 1;
    case "boolean":
      return false;
    case "array":
      // A tuple (`prefixItems`, `items: false`) gets one sample per position.
      if (Array.isArray(schema.prefixItems))
        return (schema.prefixItems as unknown[]).map((item) => sampleOf(doc, item, depth + 1));
      return [sampleOf(doc, schema.items, depth + 1)];
    case "object": {
      const out: Record<string, unknown> = {};
      const props = (schema.properties ?? {}) as Record<string, unknown>;
      for (const key of (schema.required as string[] | undefined) ?? []) {
        out[key] = sampleOf(doc, props[key], depth + 1);
      }
      return out;
    }
    case "null":
      return null;
    default:
      if (schema.format === "binary") return "file";
      return typeof schema.minLength === "number" && schema.minLength > 4
        ? "x".repeat(schema.minLength)
        : "متن";
  }
}

function isIntegerSchema(schema: Schema): boolean {
  const t = schema.type;
  return (
    t === "integer" || t === "number" || (Array.isArray(t) && (t.includes("integer") || t.includes("number")))
  );
}

/** The JSON body schema of an operation, or null. */
function jsonBodySchema(doc: OpenApiDocument, op: OperationInfo): Schema | null {
  const entry = op.bodyContent.find((b) => b.mediaType.includes("json")) ?? op.bodyContent[0];
  if (!entry) return null;
  const pointer = entry.pointer
    .slice(1)
    .split("/")
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  const raw = pointer.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    doc,
  );
  return flatten(doc, raw);
}

/**
 * Builds the hostile requests of one operation from the document: bad JSON, wrong body shapes, each field with a
 * wrong type (a seeded subset when there are many), missing and extra fields, huge and fractional numbers in body,
 * query and path, odd Profile-Id / Authorization / Content-Type headers, and multipart without a boundary.
 * `perField` bounds the cases per field list so the suite stays fast.
 */
export function fuzzCases(
  doc: OpenApiDocument,
  op: OperationInfo,
  rand: () => number,
  perField = 6,
): FuzzCase[] {
  const out: FuzzCase[] = [];
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === "path") pathValues[p.name] = String(sampleOf(doc, p.schema));
    if (p.in === "query" && p.required) {
      const v = sampleOf(doc, p.schema);
      query[p.name] = Array.isArray(v) ? v.join(",") : String(v);
    }
  }
  const urlOf = (path: Record<string, string>, q: Record<string, string>) => {
    let url = op.path;
    for (const [k, v] of Object.entries(path)) url = url.replace(`{${k}}`, encodeURIComponent(v));
    const search = new URLSearchParams(q).toString();
    return search ? `${url}?${search}` : url;
  };
  const base = urlOf(pathValues, query);
  const add = (label: string, part: Partial<FuzzCase>) =>
    out.push({
      operationId: op.operationId,
      label,
      method: op.method,
      url: base,
      headers: {},
      auth: true,
      ...part,
    });

  // Path parameters: wrong type, huge, negative, a broken escape.
  for (const name of Object.keys(pathValues)) {
    for (const bad of ["abc", String(2 ** 31), "99999999999999999999", "-1", "1.5", "%zz"]) {
      add(`path ${name}=${bad}`, {
        url: urlOf({ ...pathValues, [name]: bad }, query).replace("%25zz", "%zz"),
      });
    }
  }
  // Query parameters: wrong type, huge numbers, repeated.
  const queryParams = op.parameters.filter((p) => p.in === "query");
  for (const p of queryParams.slice(0, perField)) {
    const schema = flatten(doc, p.schema);
    const values = isIntegerSchema(schema)
      ? [...HUGE_NUMBERS.map(String), "abc", "", "۱۲"]
      : [String(2 ** 53 + 2), "", "\u0000", "x".repeat(3000)];
    for (const v of values)
      add(`query ${p.name}=${v.slice(0, 20)}`, { url: urlOf(pathValues, { ...query, [p.name]: v }) });
    add(`query ${p.name} repeated`, {
      url: `${base}${base.includes("?") ? "&" : "?"}${p.name}=1&${p.name}=2`,
    });
  }
  // Headers: Profile-Id and Authorization the way an attacker would send them.
  for (const v of [String(2 ** 31), "99999999999", "-1", "abc", "1e3", "0", " 101 "]) {
    add(`Profile-Id ${v}`, { headers: { "profile-id": v } });
  }
  for (const v of [
    "Bearer x",
    "Basic dXNlcjpwYXNz",
    `Bearer ${"A".repeat(43)}`,
    "Bearer",
    "".padEnd(500, "x"),
  ]) {
    add(`Authorization ${v.slice(0, 20)}`, { headers: { authorization: v }, auth: false });
  }
  add("no auth", { auth: false });

  if (op.method === "GET" || op.method === "DELETE") {
    add("multipart without boundary on GET", { headers: { "content-type": "multipart/form-data" } });
    return out;
  }
  const schema = jsonBodySchema(doc, op);
  const sample = (schema ? sampleOf(doc, schema) : {}) as Record<string, unknown>;
  const json = (value: unknown, contentType = "application/json") => ({
    headers: { "content-type": contentType },
    body: JSON.stringify(value),
  });

  add("multipart without boundary", { headers: { "content-type": "multipart/form-data" }, body: "--x\r\n" });
  add("multipart empty boundary", {
    headers: { "content-type": "multipart/form-data; boundary=" },
    body: "x",
  });
  add("multipart wrong boundary", {
    headers: { "content-type": "multipart/form-data; boundary=abc" },
    body: '--zzz\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--zzz--',
  });
  add("urlencoded garbage", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "%zz=%%&a[=1",
  });
  add("bad JSON", { headers: { "content-type": "application/json" }, body: "{not json" });
  add("JSON array", json([sample]));
  add("JSON string", json("متن"));
  add("JSON null", json(null));
  add("deep JSON", {
    headers: { "content-type": "application/json" },
    body: `${"[".repeat(5000)}${"]".repeat(5000)}`,
  });
  add("text/plain body", json(sample, "text/plain"));
  add("charset nonsense", json(sample, "application/json; charset=klingon"));
  add("missing fields", json({}));
  add("extra field", json({ ...sample, __extra: { $where: 1 } }));
  add("sample", json(sample));

  const props = (schema?.properties ?? {}) as Record<string, unknown>;
  const keys = Object.keys(props);
  const chosen = keys.length <= perField ? keys : [...keys].sort(() => rand() - 0.5).slice(0, perField);
  for (const key of chosen) {
    const fieldSchema = flatten(doc, props[key]);
    add(`${key} wrong type`, json({ ...sample, [key]: pick(rand, WRONG_TYPES) }));
    add(`${key} missing`, json(Object.fromEntries(Object.entries(sample).filter(([k]) => k !== key))));
    if (isIntegerSchema(fieldSchema)) {
      for (const n of HUGE_NUMBERS) add(`${key}=${n}`, json({ ...sample, [key]: n }));
      add(`${key} as huge string`, json({ ...sample, [key]: "99999999999999999999" }));
    } else if (typeOf(fieldSchema) === "array") {
      add(`${key} of huge numbers`, json({ ...sample, [key]: [2 ** 31, 2 ** 53 + 2] }));
    }
  }
  return out;
}
