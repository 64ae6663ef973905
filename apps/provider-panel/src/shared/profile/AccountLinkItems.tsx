import { Link } from "@tanstack/react-router";
import { addressMessages } from "../../messages/address";
import { legalsMessages } from "../../messages/legals";
import { Icon, iconBuilding, iconPin } from "../ui/Icon";
import { useActiveProfile } from "./useActiveProfile";

/**
 * The menu items of what belongs to the account beside its profile: legal profiles (only under the main account,
 * under a legal profile their list is empty) and saved addresses. Shared by the home menu and the profile area.
 */
export function AccountLinkItems() {
  const { isMain } = useActiveProfile();
  return (
    <>
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
    </>
  );
}
