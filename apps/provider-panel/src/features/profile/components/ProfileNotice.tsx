import { Button } from "../../../shared/ui/Button";
import "./ProfileNotice.css";

/** A note above the form's fields with what the provider can do about it (a kept draft, a newer saved profile). */
export function ProfileNotice({
  text,
  actions,
}: {
  text: string;
  actions: ReadonlyArray<{ label: string; onClick: () => void }>;
}) {
  return (
    <div className="profile-notice" role="status">
      <p>{text}</p>
      <div className="profile-notice-actions">
        {actions.map((a) => (
          <Button key={a.label} type="button" variant="secondary" onClick={a.onClick}>
            {a.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
