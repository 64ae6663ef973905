import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { accountStatusMessages } from "../../../messages/accountStatus";
import { errorMessage } from "../../../shared/api/errors";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { StatusScreen } from "../../../shared/ui/FullScreen";

/**
 * authorization_pending: every route shows this, with update-status and switch-account. Update-status always answers:
 * the panel opens once approved, otherwise a line says the account is still being checked, or why the check failed.
 */
export function PendingScreen() {
  const { session } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string } | null>(null);
  return (
    <StatusScreen
      title={accountStatusMessages.pendingTitle}
      actions={
        <>
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true);
              setOutcome(null);
              try {
                await queryClient.refetchQueries({ queryKey: ["profile"] }, { throwOnError: true });
                setOutcome({ failed: false, text: accountStatusMessages.stillPending });
              } catch (error) {
                setOutcome({ failed: true, text: errorMessage(error) });
              } finally {
                setBusy(false);
              }
            }}
          >
            {accountStatusMessages.updateStatus}
          </Button>
          <Button
            variant="link"
            onClick={() => {
              session.signOut();
              void navigate({ to: "/", replace: true });
            }}
          >
            {accountStatusMessages.switchAccount}
          </Button>
        </>
      }
    >
      <p>{accountStatusMessages.pendingBody}</p>
      <p className={outcome?.failed ? "text-danger" : "muted"} role="status">
        {outcome?.text}
      </p>
    </StatusScreen>
  );
}
