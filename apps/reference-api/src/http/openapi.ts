import { readFileSync } from "node:fs";
import { parse } from "yaml";

/** The parts of an OpenAPI 3.1 document the server reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A parameter object (after `$ref` resolution). */
export interface OpenApiParameter {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  schema?: Record<string, unknown>;
}

/** One operation: where it is in the document, and its request parts. */
export interface OperationInfo {
  operationId: string;
  method: string;
  /** The OpenAPI path template, e.g. `/pay/{payment_id}`. */
  path: string;
  /** JSON pointer of the operation object inside the document. */
  pointer: string;
  parameters: OpenApiParameter[];
  /** Media types of the request body, with their JSON pointers. */
  bodyContent: { mediaType: string; pointer: string }[];
  bodyRequired: boolean;
  /** Response status → media type → JSON pointer of the schema. */
  responses: Record<string, Record<string, string>>;
  security: unknown;
}

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head"] as const;

/** Reads and parses the YAML document. */
export function loadOpenApi(path: string): OpenApiDocument {
  const doc = parse(readFileSync(path, "utf8")) as OpenApiDocument;
  if (!doc || typeof doc !== "object" || typeof doc.paths !== "object") {
    throw new Error(`${path} is not an OpenAPI document (no paths)`);
  }
  return doc;
}

/** Escapes one JSON-pointer segment. */
export function pointerSegment(s: string): string {
  return s.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Follows local `$ref`s (`#/components/...`) to the object they name. */
export function resolveRef<T>(doc: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let depth = 0; depth < 20; depth++) {
    if (typeof current !== "object" || current === null || !("$ref" in current)) return current as T;
    const ref = (current as { $ref: string }).$ref;
    if (!ref.startsWith("#/")) throw new Error(`Only local $ref is supported: ${ref}`);
    current = ref
      .slice(2)
      .split("/")
      .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
  }
  throw new Error("$ref chain too deep");
}

/** Pointer of a `$ref`, or of the value itself at `pointer`. */
function schemaPointer(value: unknown, pointer: string): string {
  if (typeof value === "object" && value !== null && "$ref" in value) {
    const ref = (value as { $ref: string }).$ref;
    if (ref.startsWith("#/")) return ref.slice(1);
  }
  return pointer;
}

/** Lists every operation with pointers to its schemas. */
export function listOperations(doc: OpenApiDocument): OperationInfo[] {
  const out: OperationInfo[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = resolveRef<Record<string, unknown>>(doc, rawItem);
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const pointer = `/paths/${pointerSegment(path)}/${method}`;
      const params = new Map<string, OpenApiParameter>();
      for (const raw of [...shared, ...((op.parameters as unknown[] | undefined) ?? [])]) {
        const p = resolveRef<OpenApiParameter>(doc, raw as OpenApiParameter);
        params.set(`${p.in}:${p.name}`, p);
      }
      const body = op.requestBody
        ? resolveRef<Record<string, unknown>>(doc, op.requestBody as Record<string, unknown>)
        : null;
      const bodyPointer = schemaPointer(op.requestBody, `${pointer}/requestBody`);
      const content = (body?.content as Record<string, { schema?: unknown }> | undefined) ?? {};
      const responses: Record<string, Record<string, string>> = {};
      for (const [status, rawResponse] of Object.entries((op.responses as Record<string, unknown>) ?? {})) {
        const response = resolveRef<Record<string, unknown>>(doc, rawResponse as Record<string, unknown>);
        const responsePointer = schemaPointer(rawResponse, `${pointer}/responses/${pointerSegment(status)}`);
        const media = (response.content as Record<string, { schema?: unknown }> | undefined) ?? {};
        responses[status] = {};
        for (const [type, entry] of Object.entries(media)) {
          if (entry.schema === undefined) continue;
          responses[status][type] = schemaPointer(
            entry.schema,
            `${responsePointer}/content/${pointerSegment(type)}/schema`,
          );
        }
      }
      out.push({
        operationId: String(op.operationId ?? `${method} ${path}`),
        method: method.toUpperCase(),
        path,
        pointer,
        parameters: [...params.values()],
        bodyContent: Object.entries(content)
          .filter(([, entry]) => entry.schema !== undefined)
          .map(([mediaType, entry]) => ({
            mediaType,
            pointer: schemaPointer(
              entry.schema,
              `${bodyPointer}/content/${pointerSegment(mediaType)}/schema`,
            ),
          })),
        bodyRequired: body?.required === true,
        responses,
        security: op.security ?? doc.security,
      });
    }
  }
  return out;
}
