import { useCallback, useEffect, useRef, useState } from "react";
import { useModuleMessages } from "../../react/useModuleMessages";
import type { ModuleAdapters } from "../core/adapters";
import type { LoadedModuleFields, ModuleFieldsPayload, ModuleId } from "../core/types";

/** Loading state of one module's fields. */
export type ModuleLoadState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; fields: LoadedModuleFields };

/** Save state of a module editor. */
export type ModuleSaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; message: string }
  | { status: "error"; message: string };

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== "" ? error.message : fallback;
}

/** Loads one module through the adapters and saves it back; the server's message is kept for display. */
export function useModuleFields(
  adapters: Pick<ModuleAdapters, "loadModuleFields" | "saveModuleFields">,
  moduleId: ModuleId,
) {
  // Read when a reply arrives: a change of texts does not refetch.
  const moduleMessages = useModuleMessages();
  const texts = useRef(moduleMessages);
  texts.current = moduleMessages;
  const [load, setLoad] = useState<ModuleLoadState>({ status: "loading" });
  const [save, setSave] = useState<ModuleSaveState>({ status: "idle" });
  const latest = useRef(0);

  const fetchFields = useCallback(() => {
    const request = ++latest.current;
    setLoad({ status: "loading" });
    adapters.loadModuleFields(moduleId).then(
      (fields) => request === latest.current && setLoad({ status: "ready", fields: fields ?? {} }),
      (error: unknown) =>
        request === latest.current &&
        setLoad({ status: "error", message: messageOf(error, texts.current.loadError) }),
    );
  }, [adapters, moduleId]);

  useEffect(() => {
    fetchFields();
    return () => {
      // A reply after unmount or after a newer request is ignored.
      latest.current++;
    };
  }, [fetchFields]);

  const retry = fetchFields;

  const submit = useCallback(
    async (payload: ModuleFieldsPayload): Promise<boolean> => {
      setSave({ status: "saving" });
      try {
        const result = await adapters.saveModuleFields(payload);
        setSave({ status: "saved", message: result?.message || texts.current.saved });
        return true;
      } catch (error) {
        setSave({ status: "error", message: messageOf(error, texts.current.saveError) });
        return false;
      }
    },
    [adapters],
  );

  return { load, save, retry, submit };
}
