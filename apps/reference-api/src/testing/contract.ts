import type { ValidateFunction } from "ajv";
import type { Hono } from "hono";
import type { AppEnv } from "../context/env";
import { createAjv, DOC_ID, toDetails } from "../http/ajv";
import type { ErrorDetail } from "../http/errors";
import { listOperations, type OpenApiDocument, type OperationInfo } from "../http/openapi";
import { templateToRegex } from "../http/validate";

/** A request for one operation: path params, query, JSON body (or FormData) and the auth headers. */
export interface OperationRequest {
  /** Values of the path template's `{name}` parameters. */
  path?: Record<string, string | number>;
  /** Query values; arrays become repeated parameters. */
  query?: Record<string, string | number | boolean | (string | number)[]>;
  /** Sent as JSON, or as is when FormData / URLSearchParams. */
  body?: unknown;
  /** Access token for `Authorization: Bearer`. */
  token?: string;
  /** Sent as the `Profile-Id` header. */
  profileId?: number;
  /** Extra headers. */
  headers?: Record<string, string>;
}

/** The answer of an operation, already checked against the document. */
export interface OperationResult {
  /** HTTP status. */
  status: number;
  /** Parsed JSON (or text for non-JSON answers). */
  body: unknown;
  /** The raw response (headers; its body is still unread). */
  response: Response;
}

/** Checks answers against the response schemas of an OpenAPI document. */
export interface ContractChecker {
  /** Every operation of the document. */
  operations: OperationInfo[];
  /** The operation with this id; throws when the document has none. */
  operation(operationId: string): OperationInfo;
  /** The operation a request's method and path name (a literal path before a templated one), or null. */
  match(method: string, pathname: string): OperationInfo | null;
  /** Problems of an answer (empty when it matches the documented status and schema). */
  responseProblems(operationId: string, status: number, contentType: string, body: unknown): ErrorDetail[];
  /**
   * Calls the operation through `app.request` and throws when the answer's status is undocumented or its body
   * breaks the schema. Use in any test: `await contract.call(app, "getWallet", { token, profileId })`.
   */
  call(app: Hono<AppEnv>, operationId: string, request?: OperationRequest): Promise<OperationResult>;
}

/** Builds the checker for a document (compiles response schemas lazily, once each). */
export function createContractChecker(doc: OpenApiDocument): ContractChecker {
  const ajv = createAjv(doc, false);
  const operations = listOperations(doc);
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const compiled = new Map<string, ValidateFunction>();
  const patterns = operations
    .map((op) => ({ op, ...templateToRegex(op.path) }))
    .sort((a, b) => a.names.length - b.names.length);
  const operation = (id: string) => {
    const op = byId.get(id);
    if (!op) throw new Error(`No operation ${id} in the OpenAPI document`);
    return op;
  };
  const responseProblems = (
    id: string,
    status: number,
    contentType: string,
    body: unknown,
  ): ErrorDetail[] => {
    const op = operation(id);
    const byStatus =
      op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
    if (!byStatus) return [{ path: "/status", message: `status ${status} is not documented for ${id}` }];
    const media = contentType.split(";")[0]?.trim() ?? "";
    const pointer = byStatus[media] ?? (media.includes("json") ? byStatus["application/json"] : undefined);
    if (!pointer) {
      // A binary answer documented as octet-stream (or */*) may carry the file's own type (image/png, …).
      if (Object.keys(byStatus).length === 0 || byStatus["application/octet-stream"] || byStatus["*/*"])
        return [];
      return [
        { path: "/content-type", message: `content type ${media} is not documented for ${id} ${status}` },
      ];
    }
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate(body) ? [] : toDetails("response", validate.errors);
  };
  return {
    operations,
    operation,
    match: (method, pathname) =>
      patterns.find((p) => p.op.method === method && p.pattern.test(pathname))?.op ?? null,
    responseProblems,
    async call(app, id, request = {}) {
      const op = operation(id);
      let path = op.path;
      for (const [k, v] of Object.entries(request.path ?? {}))
        path = path.replace(`{${k}}`, encodeURIComponent(String(v)));
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(request.query ?? {})) {
        for (const item of Array.isArray(v) ? v : [v]) search.append(k, String(item));
      }
      const headers: Record<string, string> = { ...request.headers };
      if (request.token) headers.authorization = `Bearer ${request.token}`;
      if (request.profileId !== undefined) headers["profile-id"] = String(request.profileId);
      let body: RequestInit["body"];
      if (request.body instanceof FormData || request.body instanceof URLSearchParams) body = request.body;
      else if (request.body !== undefined) {
        body = JSON.stringify(request.body);
        headers["content-type"] = "application/json";
      }
      const url = `http://localhost${path}${search.size > 0 ? `?${search}` : ""}`;
      const response = await app.request(url, { method: op.method, headers, body });
      const contentType = response.headers.get("content-type") ?? "";
      const text = await response.clone().text();
      let parsed: unknown = text;
      if (contentType.includes("json")) parsed = text === "" ? null : JSON.parse(text);
      const problems = responseProblems(id, response.status, contentType, parsed);
      if (problems.length > 0) {
        throw new Error(
          `${id} answered ${response.status} outside the contract:\n${JSON.stringify(problems, null, 2)}\n${text.slice(0, 800)}`,
        );
      }
      return { status: response.status, body: parsed, response };
    },
  };
}
