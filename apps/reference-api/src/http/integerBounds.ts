import type { OpenApiDocument } from "./openapi";

/** The contract's rule for integers without their own bounds: int4, like every id and count column. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

function isIntegerType(type: unknown): boolean {
  return type === "integer" || (Array.isArray(type) && type.includes("integer"));
}

/**
 * A copy of the document in which every integer schema without a `maximum` (or `minimum`) gets the int32 bound, as
 * the document's description states; schemas with their own bound (money, prices) keep it. Requests are validated
 * against this copy, so a 2³¹ id is a 400 before it reaches an int4 column.
 */
export function withIntegerBounds(doc: OpenApiDocument): OpenApiDocument {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== "object" || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = visit(inner);
    if (isIntegerType(out.type)) {
      if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT32_MAX;
      if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT32_MIN;
    }
    return out;
  };
  return visit(doc) as OpenApiDocument;
}

/** True for an integer an int4 column can hold. */
export function isInt32(n: number): boolean {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX;
}
