import { errorsMessages } from "../../messages/errors";
import { Icon } from "./Icon";
import "./OfflineNotice.css";
import { iconOffline } from "./iconOffline";
import { useOnline } from "./useOnline";

/** The spec's internet-cut message, shown the moment the browser goes offline and gone when it is back. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="alert" data-testid="offline-notice">
      <Icon path={iconOffline} />
      {errorsMessages.offline}
    </p>
  );
}
