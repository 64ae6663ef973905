import { FlowDataError } from "./FlowDataError";
import type { ServerStep } from "./types";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readActive(value: unknown, path: string): boolean {
  if (typeof value === "boolean") return value;
  // Some endpoints of this API send flags as 0/1; accept exactly those two and nothing looser.
  if (value === 0 || value === 1) return value === 1;
  throw new FlowDataError(path, `expected a boolean, got ${JSON.stringify(value) ?? typeof value}`);
}

/**
 * Checks an unknown JSON value (the `steps` of `GET /api/form_process_flow/list`) and returns typed steps.
 * The kind is read from `kind`, or from `type` when `kind` is absent. Throws {@link FlowDataError} on a
 * shape the engine cannot use, so the adapter's promise rejects and the flow shows its error state.
 */
export function parseServerSteps(value: unknown): ServerStep[] {
  if (!Array.isArray(value)) throw new FlowDataError("steps", "expected an array");
  return value.map((item, index): ServerStep => {
    const path = `steps[${index}]`;
    if (!isRecord(item)) throw new FlowDataError(path, "expected an object");
    const kind = item.kind ?? item.type;
    if (!(typeof kind === "number" && Number.isInteger(kind)) && typeof kind !== "string") {
      throw new FlowDataError(`${path}.kind`, "expected an integer index or a kind name");
    }
    const title = item.title;
    if (title !== undefined && title !== null && typeof title !== "string") {
      throw new FlowDataError(`${path}.title`, "expected a string");
    }
    const id = item.id;
    if (id !== undefined && id !== null && typeof id !== "string" && typeof id !== "number") {
      throw new FlowDataError(`${path}.id`, "expected a string or a number");
    }
    return { kind, title, active: readActive(item.active, `${path}.active`), id };
  });
}
