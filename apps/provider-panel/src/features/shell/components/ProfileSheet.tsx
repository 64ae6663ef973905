import { shellMessages } from "../../../messages/shell";
import { useServices } from "../../../shared/services/ServicesContext";
import { Modal } from "../../../shared/ui/Modal";

/** The profile switcher's sheet: radio choices; choosing stores the id as active and reloads the page. */
export function ProfileSheet({
  open,
  onClose,
  choices,
  activeId,
}: {
  open: boolean;
  onClose: () => void;
  choices: readonly { id: number; label: string }[];
  activeId: number;
}) {
  const { activeProfile, reload } = useServices();
  return (
    <Modal open={open} onClose={onClose} title={shellMessages.selectProfile}>
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
  );
}
