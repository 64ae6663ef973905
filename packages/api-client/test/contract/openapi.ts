// Reading the parsed OpenAPI document without `any`: nodes, local references, operations and schema properties.
import { resolve } from "node:path";
import { parse } from "yaml";
import { ROOT, read } from "./files";

/** A JSON object of the parsed document. */
export type Node = Record<string, unknown>;
/** True for a plain object (not an array or null). */
export const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** The value as an object, `{}` when it is not one. */
export const node = (value: unknown): Node => (isNode(value) ? value : {});
/** The value as an array, `[]` when it is not one. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const METHODS = ["get", "put", "post", "delete", "patch"];

/** Parses the contract; `CONTRACT_YAML` points the whole suite at another copy (used to prove it fails). */
export function loadContract(
  file = process.env.CONTRACT_YAML ?? resolve(ROOT, "openapi/provider-api.yaml"),
): Node {
  return node(parse(read(file)));
}

/** Follows local `$ref`s (`#/components/...`) until a non-reference node; `{}` when one names nothing. */
export function deref(doc: Node, value: unknown): Node {
  let current = node(value);
  for (let hops = 0; typeof current.$ref === "string" && hops < 20; hops++)
    current = current.$ref.startsWith("#/") ? node(pointerTarget(doc, current.$ref)) : {};
  return current;
}

/** One operation of `paths`, with a label (`GET /x (operationId)`) for problem messages. */
export interface Operation {
  method: string;
  path: string;
  where: string;
  op: Node;
  pathItem: Node;
}

/** Every operation of the document, in document order. */
export function operations(doc: Node): Operation[] {
  return Object.entries(node(doc.paths)).flatMap(([path, item]) =>
    METHODS.filter((method) => isNode(node(item)[method])).map((method) => ({
      method: method.toUpperCase(),
      path,
      where: `${method.toUpperCase()} ${path} (${String(node(node(item)[method]).operationId)})`,
      op: node(node(item)[method]),
      pathItem: node(item),
    })),
  );
}

/** Names of an operation's query parameters, its path item's included. */
export function queryParameters(doc: Node, { op, pathItem }: Operation): Set<string> {
  const parameters = [...list(pathItem.parameters), ...list(op.parameters)].map((p) => deref(doc, p));
  return new Set(parameters.filter((p) => p.in === "query").map((p) => String(p.name)));
}

/** The schema of a dotted property path (`factor.final_price`), through `$ref`, `allOf`/`oneOf`/`anyOf` and `items`. */
export function propertyAt(doc: Node, schema: unknown, dotted: string): Node | undefined {
  let current: Node | undefined = deref(doc, schema);
  for (const name of dotted.split(".")) {
    if (!current) return undefined;
    current = propertyOf(doc, current, name);
  }
  return current;
}

/** The schema of one property, through `$ref`, `allOf`/`oneOf`/`anyOf` and array `items`. */
export function propertyOf(doc: Node, schema: Node, name: string): Node | undefined {
  const s = deref(doc, schema);
  const direct = node(s.properties)[name];
  if (direct !== undefined) return deref(doc, direct);
  for (const part of [...list(s.allOf), ...list(s.oneOf), ...list(s.anyOf)]) {
    const found = propertyOf(doc, node(part), name);
    if (found) return found;
  }
  return s.items === undefined ? undefined : propertyOf(doc, node(s.items), name);
}

/** The security requirements of an operation, the document's default when it has none of its own. */
export const securityOf = ({ op }: Operation, doc: Node): Node[] =>
  list(op.security ?? doc.security).map(node);
/** True when every alternative requirement (and at least one) needs the scheme. */
export const everyRequires = (requirements: Node[], scheme: string): boolean =>
  requirements.length > 0 && requirements.every((r) => scheme in r);

/** The value a local JSON pointer names, or undefined when it names nothing. */
export function pointerTarget(doc: Node, pointer: string): unknown {
  return pointer
    .slice(2)
    .split("/")
    .reduce<unknown>(
      (at, key) => (isNode(at) ? at[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined),
      doc,
    );
}

/** Calls `visit` on every object of the document with the keys leading to it. */
export function walk(value: unknown, visit: (at: Node, path: string[]) => void, path: string[] = []): void {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walk(item, visit, [...path, String(i)]);
  }
  if (!isNode(value)) return;
  visit(value, path);
  for (const [key, child] of Object.entries(value)) walk(child, visit, [...path, key]);
}
