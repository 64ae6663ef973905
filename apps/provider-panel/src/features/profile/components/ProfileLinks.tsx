import { profileMessages } from "../../../messages/profile";
import { AccountLinkItems } from "../../../shared/profile/AccountLinkItems";

/** The profile area's links to what belongs to the account beside its form: legal profiles and saved addresses. */
export function ProfileLinks() {
  return (
    <nav aria-label={profileMessages.moreLinks}>
      <ul className="card menu-list">
        <AccountLinkItems />
      </ul>
    </nav>
  );
}
