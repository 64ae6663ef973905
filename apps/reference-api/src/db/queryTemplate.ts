import type { CompiledQuery } from "kysely";

/**
 * A query compiled once and run with new values. Building and compiling a Kysely query costs more CPU than sending
 * it on a hot path (every signed-in request), so the builder runs once with a marker value in each slot, and each
 * call only fills the parameters array. A slot must end up as exactly one parameter (`=`, `<`, `limit`, not `in`
 * lists), which `bind` checks.
 */
export function queryTemplate<Names extends string, Row>(
  build: (slot: (name: Names) => string) => { compile(): CompiledQuery<Row> },
): (values: Record<Names, unknown>) => CompiledQuery<Row> {
  const marker = (name: string) => `\u0000slot:${name}`;
  const compiled = build(marker).compile();
  const slots = compiled.parameters.map((value) =>
    typeof value === "string" && value.startsWith("\u0000slot:") ? (value.slice(6) as Names) : null,
  );
  return (values) => {
    const parameters = compiled.parameters.slice();
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i];
      if (slot === null || slot === undefined) continue;
      if (!(slot in values)) throw new Error(`query template: no value for slot ${slot}`);
      parameters[i] = values[slot];
    }
    return { query: compiled.query, queryId: compiled.queryId, sql: compiled.sql, parameters };
  };
}
