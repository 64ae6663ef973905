import { useState } from "react";
import { shellMessages } from "../../../messages/shell";
import { useLazyPart } from "../../../shared/lazy/useLazyPart";
import { profileChoices } from "../../../shared/profile/profileModel";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";
import { useServices } from "../../../shared/services/ServicesContext";
import { Icon, iconChevronDown } from "../../../shared/ui/Icon";
import "./PanelShell.css";
import { profileSheet } from "./shellSheets";

/**
 * 'select profile': the active profile's name, and a button that opens the choices (`ProfileSheet`, its own chunk).
 * A tap before the sheet has arrived opens it when it does; a failed fetch says so, and the next tap tries again.
 */
export function ProfileSwitcher() {
  const { toaster } = useServices();
  const { profile, activeId } = useActiveProfile();
  const [open, setOpen] = useState(false);
  const sheet = useLazyPart(profileSheet);
  const Sheet = sheet.value;
  const choices = profileChoices(profile);
  const current = choices.find((c) => c.id === activeId) ?? choices[0];
  if (choices.length < 2) return <span className="switcher-name">{current?.label}</span>;
  return (
    <>
      <button
        type="button"
        className="switcher"
        aria-haspopup="dialog"
        aria-busy={open && !Sheet ? true : undefined}
        onClick={() => {
          setOpen(true);
          if (!Sheet)
            sheet.need(() => {
              setOpen(false);
              toaster.error(shellMessages.sheetUnavailable);
            });
        }}
        aria-label={`${shellMessages.selectProfile}: ${current?.label ?? ""}`}
      >
        <span className="switcher-name">{current?.label}</span>
        <Icon path={iconChevronDown} size={16} />
      </button>
      {Sheet ? (
        <Sheet open={open} onClose={() => setOpen(false)} choices={choices} activeId={activeId} />
      ) : null}
    </>
  );
}
