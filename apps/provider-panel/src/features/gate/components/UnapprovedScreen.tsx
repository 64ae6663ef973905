import { useNavigate } from "@tanstack/react-router";
import { accountStatusMessages } from "../../../messages/accountStatus";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { StatusScreen } from "../../../shared/ui/FullScreen";

/** 403 code 1042: the information was not approved; re-register signs out and goes to /. */
export function UnapprovedScreen() {
  const { session } = useServices();
  const navigate = useNavigate();
  return (
    <StatusScreen
      tone="error"
      title={accountStatusMessages.notApprovedTitle}
      actions={
        <Button
          onClick={() => {
            session.signOut();
            void navigate({ to: "/", replace: true });
          }}
        >
          {accountStatusMessages.reRegister}
        </Button>
      }
    >
      <p>{accountStatusMessages.notApprovedBody}</p>
      <p>{accountStatusMessages.notApprovedRequest}</p>
    </StatusScreen>
  );
}
