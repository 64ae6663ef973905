import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { gateMessages } from "../../../messages/gate";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { StatusScreen } from "../../../shared/ui/FullScreen";

/** authorization_pending: every route shows this, with update-status and switch-account. */
export function PendingScreen() {
  const { session } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <StatusScreen
      title={gateMessages.pendingTitle}
      actions={
        <>
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await queryClient.refetchQueries({ queryKey: ["profile"] });
              } finally {
                setBusy(false);
              }
            }}
          >
            {gateMessages.updateStatus}
          </Button>
          <Button
            variant="link"
            onClick={() => {
              session.signOut();
              void navigate({ to: "/", replace: true });
            }}
          >
            {gateMessages.switchAccount}
          </Button>
        </>
      }
    >
      <p>{gateMessages.pendingBody}</p>
    </StatusScreen>
  );
}
