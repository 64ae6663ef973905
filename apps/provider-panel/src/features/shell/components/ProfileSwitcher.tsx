import { useState } from "react";
import { shellMessages } from "../../../messages/shell";
import { profileChoices } from "../../../shared/profile/profileModel";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";
import { useServices } from "../../../shared/services/ServicesContext";
import { Icon, iconChevronDown } from "../../../shared/ui/Icon";
import { Modal } from "../../../shared/ui/Modal";
import "./PanelShell.css";

/** 'select profile': radio choices; choosing stores the id as active and reloads the page. */
export function ProfileSwitcher() {
  const { activeProfile, reload } = useServices();
  const { profile, activeId } = useActiveProfile();
  const [open, setOpen] = useState(false);
  const choices = profileChoices(profile);
  const current = choices.find((c) => c.id === activeId) ?? choices[0];
  if (choices.length < 2) return <span className="switcher-name">{current?.label}</span>;
  return (
    <>
      <button
        type="button"
        className="switcher"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        aria-label={`${shellMessages.selectProfile}: ${current?.label ?? ""}`}
      >
        <span className="switcher-name">{current?.label}</span>
        <Icon path={iconChevronDown} size={16} />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={shellMessages.selectProfile}>
        <fieldset className="radio-list">
          <legend className="sr-only">{shellMessages.selectProfile}</legend>
          {choices.map((c) => (
            <label key={c.id} className="radio-row">
              <input
                type="radio"
                name="active-profile"
                value={c.id}
                checked={c.id === activeId}
                onChange={() => {
                  activeProfile.set(c.id);
                  reload();
                }}
              />
              <span>{c.label}</span>
            </label>
          ))}
        </fieldset>
      </Modal>
    </>
  );
}
