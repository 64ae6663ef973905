import type { ModuleAdapters } from "../core/adapters";
import { MODULE_ID } from "../core/types";
import { ModuleLoadGate, ModuleSaveNote } from "../react/ModuleStatus";
import { useModuleFields } from "../react/useModuleFields";
import { toTimetablePayload } from "./core/timetableRules";
import { TimetableEditor } from "./TimetableEditor";

/** Props of {@link TimetableModule}. */
export interface TimetableModuleProps {
  adapters: Pick<ModuleAdapters, "loadModuleFields" | "saveModuleFields">;
  /** Called after a successful save (the flow moves to the next step). */
  onSaved?: () => void;
}

/** The timeline step: loads module 3, edits it with {@link TimetableEditor} and saves `timeline.timetable`. */
export function TimetableModule({ adapters, onSaved }: TimetableModuleProps) {
  const { load, save, retry, submit } = useModuleFields(adapters, MODULE_ID.timeline);
  return (
    <section className="cr-module" dir="rtl">
      <ModuleLoadGate load={load} onRetry={retry}>
        {({ fields }) => (
          <TimetableEditor
            initial={fields.timeline?.timetable}
            onSave={async (timetable) => {
              if (await submit(toTimetablePayload(timetable))) onSaved?.();
            }}
          />
        )}
      </ModuleLoadGate>
      <ModuleSaveNote save={save} />
    </section>
  );
}
