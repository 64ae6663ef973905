import { useMemo } from "react";
import type { ModuleAdapters } from "../core/adapters";
import { type ModuleDraftOptions, moduleDraftStore } from "../core/moduleDraft";
import { MODULE_ID } from "../core/types";
import { ModuleLoadGate, ModuleSaveNote } from "../react/ModuleStatus";
import { useModuleFields } from "../react/useModuleFields";
import { draftTimetable, toTimetablePayload } from "./core/timetableRules";
import { TimetableEditor } from "./TimetableEditor";

/** Props of {@link TimetableModule}. */
export interface TimetableModuleProps {
  adapters: Pick<ModuleAdapters, "loadModuleFields" | "saveModuleFields">;
  /** Called after a successful save (the flow moves to the next step). */
  onSaved?: () => void;
  /** Keeps the typed timetable on the device until saved (a reload loses nothing); omitted, nothing is kept. */
  draft?: ModuleDraftOptions;
}

/** The timeline step: loads module 3, edits it with {@link TimetableEditor} and saves `timeline.timetable`. */
export function TimetableModule({ adapters, onSaved, draft }: TimetableModuleProps) {
  const { load, save, retry, submit } = useModuleFields(adapters, MODULE_ID.timeline);
  const draftKey = draft?.key;
  const draftStorage = draft?.storage;
  const store = useMemo(
    () => (draftKey === undefined ? null : moduleDraftStore({ key: draftKey, storage: draftStorage })),
    [draftKey, draftStorage],
  );
  return (
    <section className="cr-module" dir="rtl">
      <ModuleLoadGate load={load} onRetry={retry}>
        {({ fields }) => (
          <TimetableEditor
            initial={draftTimetable(store?.load()) ?? fields.timeline?.timetable}
            onChange={(timetable) => store?.save({ timetable })}
            onSave={async (timetable) => {
              if (await submit(toTimetablePayload(timetable))) {
                store?.clear();
                onSaved?.();
              }
            }}
          />
        )}
      </ModuleLoadGate>
      <ModuleSaveNote save={save} />
    </section>
  );
}
