import { STEP_KINDS, stepKindFromServer, UNKNOWN_STEP_KIND } from "./stepKinds";
import type { FlowStep, ServerStep, StepKey } from "./types";

/** Key of the FINISH step: there is only ever one. */
export const FINISH_KEY: StepKey = "FINISH";

function baseKey(kindName: string, id: string | undefined): StepKey {
  return id === undefined ? kindName : `${kindName}-${id}`;
}

function readId(id: ServerStep["id"]): string | undefined {
  if (id === null || id === undefined) return undefined;
  const text = String(id).trim();
  return text === "" ? undefined : text;
}

/**
 * Turns the server's steps into the engine's list: server order kept (the engine does not re-sort, so either
 * documented order works), FINISH removed wherever it appears and put back once at the end, and every step
 * given a stable key. A repeated key gets a `~2`, `~3` suffix rather than being dropped, so a step the server
 * listed twice still gates the steps after it. A list with no step other than FINISH is empty.
 */
export function normalizeSteps(serverSteps: readonly ServerStep[]): FlowStep[] {
  const steps: FlowStep[] = [];
  const seen = new Map<StepKey, number>();
  let finish: ServerStep | undefined;

  for (const raw of serverSteps) {
    const known = stepKindFromServer(raw.kind);
    if (known === "FINISH") {
      finish ??= raw;
      continue;
    }
    const code = known === undefined ? Number(raw.kind) : STEP_KINDS[known];
    const kindName = known ?? `${UNKNOWN_STEP_KIND}_${String(raw.kind)}`;
    const id = readId(raw.id);
    const base = baseKey(kindName, id);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    steps.push({
      key: count === 1 ? base : `${base}~${count}`,
      kind: known ?? UNKNOWN_STEP_KIND,
      code: Number.isFinite(code) ? code : -1,
      id,
      title: (raw.title ?? "").trim(),
      active: raw.active === true,
    });
  }

  if (steps.length === 0) return [];
  steps.push({
    key: FINISH_KEY,
    kind: "FINISH",
    code: STEP_KINDS.FINISH,
    id: undefined,
    title: (finish?.title ?? "").trim(),
    active: finish?.active === true,
  });
  return steps;
}
