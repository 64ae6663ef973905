// The calls of both specifications' section 7 (the "documented calls"), extracted from the markdown tables and
// normalised to the method and path the contract must have; the committed fixture is their snapshot.
import { resolve } from "node:path";
import { ROOT, read } from "./files";

/** The specification a call comes from. */
export type DocumentName = "access-and-account" | "marketplace";
/** Which of the default headers (Authorization, Profile-Id) the specification says a call goes without. */
export type Headers = "default" | "none" | "authorization-only";
/** One call of a specification's section 7, normalised to the method and path the contract must have. */
export interface DocumentedCall {
  document: DocumentName;
  written: string;
  method: string;
  path: string;
  headers: Headers;
  /** Query parameters named by a GET (or the WebSocket). */
  query: string[];
  /** Request body fields named by a call with a body. */
  body: string[];
}

// Words of a GET row's payload cell that are not query parameter names.
const NOT_PARAMETERS: Record<string, string> = {
  page: "'page of 10' is the page size; the parameter is the written ?offset={n}",
  filters: "the listServiceItems x-decision turns 'filters' into ceremony_ids and status_id",
  service: "'service 2' picks the website service (section 7: provider by default, or website); see HOSTS",
};
// Calls whose path the specification does not spell: the contract chose one (see its x-decision).
const DECIDED_PATHS: Record<string, string> = { "page path": "/api/page" };
/** The operation a decided path must be. */
export const DECIDED_OPERATIONS: Record<string, string> = { "/api/page": "getCmsPage" };

function callsSection(markdown: string): string {
  const start = markdown.indexOf("## 7. The calls it makes");
  if (start < 0) throw new Error("no section 7 'The calls it makes'");
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** Cells of a section's table rows, without the header and separator rows. */
function tableRows(section: string): string[][] {
  const lines = section.split("\n").filter((line) => line.startsWith("|"));
  return lines.slice(2).map((line) =>
    line
      .slice(1, line.lastIndexOf("|"))
      .split("|")
      .map((cell) => cell.trim()),
  );
}

function headersOf(payload: string): Headers {
  if (/no Profile-Id/.test(payload)) return "authorization-only";
  if (/\bno auth(orization)?\b/i.test(payload)) return "none";
  return "default";
}

function queryOf(method: string, where: string, payload: string, literalPath: boolean): string[] {
  const names = [...where.matchAll(/[?&]([a-z_]+)=/g)].map((m) => m[1] ?? "");
  if (method === "GET" && literalPath) {
    for (const piece of payload.replace(/\([^)]*\)/g, "").split(/[,;]/)) {
      const text = piece.trim();
      if (text === "none" || text.startsWith("no ")) continue;
      const word = (text.replace(/^(optional|query) /, "").split(" ")[0] ?? "").replace(/=.*/, "");
      if (/^[a-z][a-z0-9_]*$/.test(word) && !(word in NOT_PARAMETERS)) names.push(word);
    }
  }
  return [...new Set(names)];
}

/** Fields of a body payload cell's first clause (before any `;`): each comma-separated piece that is one
 * identifier once `multipart: `, notes in `(...)` or `{...}`, `=value` and a literal are dropped, or that reads
 * `X holding ...`, `X list of ...`, `... plus X` or `or X and Y` (Y). Prose pieces name nothing. */
function bodyOf(method: string, payload: string): string[] {
  if (method === "GET") return [];
  const clause = (payload.replace(/\([^)]*\)|\{[^}]*\}/g, "").split(";")[0] ?? "").replace(
    / list of .*$/,
    "",
  );
  const names = clause
    .split(",")
    .map((piece) =>
      piece
        .trim()
        .replace(/^multipart: /, "")
        .replace(/^.* plus |^or [a-z_]+ and /, "")
        .replace(/ holding .*$/, "")
        .replace(/=.*$/, "")
        .replace(/ [0-9]+$/, ""),
    )
    .filter((word) => /^[a-z][a-z0-9_]*$/.test(word) && word !== "none");
  return [...new Set(names)];
}

/** Normalises one written call: `GET /x?y={n}`, `{upload host}/x`, `provider host /x`, `/a and /b`, `page path`. */
function callsOf(
  document: DocumentName,
  rawMethod: string,
  where: string,
  payload: string,
): DocumentedCall[] {
  const websocket = rawMethod.toLowerCase() === "websocket";
  const method = websocket ? "GET" : rawMethod.toUpperCase();
  const written = `${rawMethod} ${where}`;
  const decided = DECIDED_PATHS[where];
  const paths = decided
    ? [decided]
    : where
        .replace(/^\{upload host\}/, "")
        .replace(/^provider host /, "")
        .split(" and ")
        .map((path) => path.trim().replace(/\?.*$/, ""));
  const query = queryOf(method, where, payload, decided === undefined && !websocket);
  if (websocket) query.push(...payload.split(/,| and /).map((name) => name.trim()));
  const headers = headersOf(payload);
  const body = bodyOf(method, payload);
  const calls = paths.map((path) => ({ document, written, method, path, headers, query, body }));
  // A payload naming another url ("profile link uses /api/profile/link/request/get") is the same call there.
  for (const m of payload.matchAll(/ uses (\/api\/[a-z_/]+)/g))
    calls.push({ document, written: `${rawMethod} ${m[1]}`, method, path: m[1] ?? "", headers, query, body });
  return calls;
}

/** Every call of both specifications' section 7, in document order. */
export function extractDocumentedCalls(access: string, marketplace: string): DocumentedCall[] {
  const calls: DocumentedCall[] = [];
  const accessSection = callsSection(access);
  for (const [call = "", payload = ""] of tableRows(accessSection)) {
    const [method = "", ...path] = call.split(" ");
    calls.push(...callsOf("access-and-account", method, path.join(" "), payload));
  }
  const socket = /websocket connection to the provider host at (\/\S+) carries (\w+) and (\w+)/i.exec(
    accessSection,
  );
  if (!socket) throw new Error("access-and-account: the WebSocket sentence is missing");
  calls.push(
    ...callsOf("access-and-account", "WebSocket", `provider host ${socket[1]}`, `${socket[2]}, ${socket[3]}`),
  );
  for (const [method = "", path = "", payload = ""] of tableRows(callsSection(marketplace)))
    calls.push(...callsOf("marketplace", method, path, payload));
  return calls;
}

/** The committed snapshot of the documented calls (test/documented-calls.json). */
export function loadDocumentedCalls(): DocumentedCall[] {
  const fixture: unknown = JSON.parse(read(resolve(ROOT, "packages/api-client/test/documented-calls.json")));
  const calls =
    typeof fixture === "object" && fixture !== null && "calls" in fixture ? fixture.calls : undefined;
  if (!Array.isArray(calls) || !calls.every(isDocumentedCall))
    throw new Error("documented-calls.json is malformed");
  return calls;
}

function isDocumentedCall(value: unknown): value is DocumentedCall {
  if (typeof value !== "object" || value === null) return false;
  const call: Partial<Record<keyof DocumentedCall, unknown>> = value;
  const names = (v: unknown) => Array.isArray(v) && v.every((name) => typeof name === "string");
  return (
    (call.document === "access-and-account" || call.document === "marketplace") &&
    typeof call.written === "string" &&
    typeof call.method === "string" &&
    typeof call.path === "string" &&
    (call.headers === "default" || call.headers === "none" || call.headers === "authorization-only") &&
    names(call.query) &&
    names(call.body)
  );
}
