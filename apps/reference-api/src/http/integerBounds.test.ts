import { describe, expect, it } from "vitest";
import { testOpenApi } from "../testing/testServer";
import { type OpenApiDocument, resolveRef } from "./openapi";

/** Every integer schema a request can carry (parameters and request bodies, through `$ref`s), by where it is. */
function requestIntegers(doc: OpenApiDocument): [string, Record<string, unknown>][] {
  const out: [string, Record<string, unknown>][] = [];
  const seen = new Set<unknown>();
  const visit = (raw: unknown, where: string) => {
    const node = resolveRef<unknown>(doc, raw as Record<string, unknown>);
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((n, i) => {
        visit(n, `${where}/${i}`);
      });
      return;
    }
    const schema = node as Record<string, unknown>;
    const type = schema.type;
    const integer = type === "integer" || (Array.isArray(type) && type.includes("integer"));
    if (integer && schema.const === undefined && schema.enum === undefined) out.push([where, schema]);
    for (const [key, inner] of Object.entries(schema.properties ?? {})) visit(inner, `${where}.${key}`);
    for (const key of ["items", "allOf", "anyOf", "oneOf", "additionalProperties", "prefixItems"])
      if (schema[key] !== undefined) visit(schema[key], `${where}/${key}`);
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== "object" || op === null || !("responses" in op)) continue;
      const operation = op as { parameters?: unknown[]; requestBody?: unknown };
      const where = `${method.toUpperCase()} ${path}`;
      for (const p of [...((item.parameters as unknown[]) ?? []), ...(operation.parameters ?? [])]) {
        const param = resolveRef<{ name: string; schema?: unknown }>(doc, p as { name: string });
        visit(param.schema, `${where} ${param.name}`);
      }
      const body = resolveRef<{ content?: Record<string, { schema?: unknown }> }>(
        doc,
        (operation.requestBody ?? {}) as Record<string, unknown>,
      );
      for (const [media, entry] of Object.entries(body.content ?? {}))
        visit(entry.schema, `${where} ${media}`);
    }
  }
  return out;
}

describe("the contract states the integer bounds the server enforces", () => {
  it("every integer a request can carry has its minimum and maximum written in the document", () => {
    const integers = requestIntegers(testOpenApi());
    expect(integers.length).toBeGreaterThan(30);
    const unbounded = integers
      .filter(([, s]) => s.maximum === undefined && s.exclusiveMaximum === undefined)
      .concat(integers.filter(([, s]) => s.minimum === undefined && s.exclusiveMinimum === undefined))
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
  });
});
