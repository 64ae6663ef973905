import type { ReactNode } from "react";
import { useModuleMessages } from "../../react/useModuleMessages";
import type { ModuleLoadState, ModuleSaveState } from "./useModuleFields";
import "../modules.css";

/** Shows loading or a load error with a retry button; renders the editor once the module is ready. */
export function ModuleLoadGate(props: {
  load: ModuleLoadState;
  onRetry: () => void;
  children: (ready: Extract<ModuleLoadState, { status: "ready" }>) => ReactNode;
}) {
  const moduleMessages = useModuleMessages();
  const { load } = props;
  if (load.status === "loading") {
    return (
      <p className="cr-module-status" role="status">
        {moduleMessages.loading}
      </p>
    );
  }
  if (load.status === "error") {
    return (
      <div className="cr-module-status cr-module-status--error" role="alert">
        <p>{load.message}</p>
        <button type="button" className="cr-button" onClick={props.onRetry}>
          {moduleMessages.retry}
        </button>
      </div>
    );
  }
  return <>{props.children(load)}</>;
}

/** The save outcome under an editor: the server's message, or its error. */
export function ModuleSaveNote({ save }: { save: ModuleSaveState }) {
  if (save.status === "saved") {
    return (
      <p className="cr-module-note" role="status">
        {save.message}
      </p>
    );
  }
  if (save.status === "error") {
    return (
      <p className="cr-module-note cr-module-note--error" role="alert">
        {save.message}
      </p>
    );
  }
  return null;
}
