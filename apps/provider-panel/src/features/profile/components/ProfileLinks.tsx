import { Link } from "@tanstack/react-router";
import { addressMessages } from "../../../messages/address";
import { legalsMessages } from "../../../messages/legals";
import { profileMessages } from "../../../messages/profile";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";
import { Icon, iconBuilding, iconPin } from "../../../shared/ui/Icon";

/** The profile area's links to what belongs to the account beside its form: legal profiles and saved addresses. */
export function ProfileLinks() {
  const { isMain } = useActiveProfile();
  return (
    <nav aria-label={profileMessages.moreLinks}>
      <ul className="card menu-list">
        {isMain ? (
          <li>
            <Link to="/panel/profile/legals" className="menu-item">
              <Icon path={iconBuilding} /> {legalsMessages.title}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/panel/address" className="menu-item">
            <Icon path={iconPin} /> {addressMessages.title}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
