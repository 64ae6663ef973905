import { stepKindFromServer } from "../core/stepKinds";
import type { FlowAdapter, ServerStep } from "../core/types";

/** Options of {@link createMemoryFlowAdapter}. */
export interface MemoryFlowOptions {
  steps: readonly ServerStep[];
  /** Milliseconds each load waits, to show the spinner in stories. */
  latencyMs?: number;
  /** When set, every load rejects with this error. */
  failWith?: Error;
  /** The id {@link MemoryFlowServer.createContent} returns first; later ones count up. Default 100. */
  firstContentId?: number;
}

/** An in-memory flow server for tests and stories, with the calls the steps would make in a real app. */
export interface MemoryFlowServer {
  adapter: FlowAdapter;
  /** Creates the flow's main content, as the FORM step's create call would, and returns its new id. */
  createContent: () => string;
  /** Marks the first step of this kind (a name or index) active, as a successful save would. */
  activate: (kind: number | string) => void;
  /** The steps the next load returns. */
  readonly steps: readonly ServerStep[];
  /** The `contentId` of every answered (not aborted) load so far, oldest first. */
  readonly loads: ReadonlyArray<string | undefined>;
}

function sameKind(a: number | string, b: number | string): boolean {
  const known = stepKindFromServer(a);
  return known === undefined ? String(a) === String(b) : known === stepKindFromServer(b);
}

/** Creates an in-memory flow server; the adapter is created once, so it is stable for `useFlow`. */
export function createMemoryFlowAdapter(options: MemoryFlowOptions): MemoryFlowServer {
  let steps = options.steps.map((step) => ({ ...step }));
  const loads: Array<string | undefined> = [];
  let nextContentId = options.firstContentId ?? 100;
  const adapter: FlowAdapter = {
    loadSteps({ contentId, signal }) {
      const snapshot = steps.map((step) => ({ ...step }));
      return new Promise((resolve, reject) => {
        // Always asynchronous, like a network call; only answered loads are recorded.
        const timer = setTimeout(() => {
          if (signal.aborted) return;
          loads.push(contentId);
          if (options.failWith) reject(options.failWith);
          else resolve(snapshot);
        }, options.latencyMs ?? 0);
        signal.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      });
    },
  };
  return {
    adapter,
    createContent: () => String(nextContentId++),
    activate(kind) {
      let done = false;
      steps = steps.map((step) => {
        if (done || !sameKind(step.kind, kind)) return step;
        done = true;
        return { ...step, active: true };
      });
    },
    get steps() {
      return steps;
    },
    loads,
  };
}
