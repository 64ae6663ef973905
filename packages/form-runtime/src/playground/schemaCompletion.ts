import type { PathSegment } from "./jsonPaths";

/** A JSON Schema node as the published file writes them (the parts completion reads). */
export interface SchemaNode {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode;
  readonly prefixItems?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly $defs?: Readonly<Record<string, SchemaNode>>;
}

/** The schema's alternatives for `node`: `$ref` followed, `anyOf` flattened. */
function alternatives(root: SchemaNode, node: SchemaNode, seen = 0): SchemaNode[] {
  if (seen > 20) return [];
  if (node.$ref?.startsWith("#/$defs/")) {
    const target = root.$defs?.[node.$ref.slice("#/$defs/".length)];
    return target ? alternatives(root, target, seen + 1) : [];
  }
  if (node.anyOf) return node.anyOf.flatMap((n) => alternatives(root, n, seen + 1));
  return [node];
}

/** Every schema node that may describe the value at `path`. */
export function schemaAt(root: SchemaNode, path: readonly PathSegment[]): SchemaNode[] {
  let nodes = alternatives(root, root);
  for (const segment of path) {
    nodes = nodes.flatMap((node) => {
      if (typeof segment === "string") {
        const child = node.properties?.[segment];
        return child ? alternatives(root, child) : [];
      }
      const child = node.prefixItems?.[segment] ?? node.items;
      return child ? alternatives(root, child) : [];
    });
  }
  return nodes;
}

/** Keys the object at `path` may have, less those present. */
export function keysAt(root: SchemaNode, path: readonly PathSegment[], present: readonly string[]): string[] {
  const keys = new Set(schemaAt(root, path).flatMap((node) => Object.keys(node.properties ?? {})));
  for (const key of present) keys.delete(key);
  return [...keys];
}

/** JSON texts a value at `path` may be: enumerations, constants, booleans and null. */
export function valuesAt(root: SchemaNode, path: readonly PathSegment[]): string[] {
  const values = new Set<string>();
  for (const node of schemaAt(root, path)) {
    for (const value of node.enum ?? []) values.add(JSON.stringify(value));
    if (node.const !== undefined) values.add(JSON.stringify(node.const));
    const types = typeof node.type === "string" ? [node.type] : (node.type ?? []);
    if (types.includes("boolean")) for (const b of ["true", "false"]) values.add(b);
    if (types.includes("null")) values.add("null");
  }
  return [...values];
}
