import { toPersianDigits } from "@ceremony/persian-text";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { authMessages } from "../../../messages/auth";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { CodeStep } from "../../../shared/ui/CodeStep";
import { signin } from "../api/signin";
import { signinConfirm } from "../api/signinConfirm";
import { signinCodeTimer } from "../codeTimers";
import { useCompleteLogin } from "../useCompleteLogin";
import "./auth.css";

/** /signin/confirm: code for sign-in or signup; a new account goes on to /signup with the tokens held. */
export function ConfirmCodePage() {
  const { client, authFlow } = useServices();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const flow = authFlow.get();
  const username = flow.username ?? "";

  // The code step shows every refusal under the code (a 429 with its wait), instead of a toast.
  const confirm = useMutation({
    meta: { inlineError: true },
    mutationFn: (code: number) => signinConfirm(client, { username, signup: flow.signupMode, code }),
    onSuccess: (tokens) => {
      if (authFlow.get().signupMode) {
        authFlow.holdTempTokens(tokens);
        // Replaced, so back from /signup returns to the phone, not to a code the server has already consumed.
        void navigate({ to: "/signup", replace: true });
        return;
      }
      completeLogin(tokens);
    },
  });
  const resend = useMutation({
    meta: { inlineRateLimit: true },
    mutationFn: () => signin(client, { username }),
  });

  // The number stays in the flow so the phone field opens with it, ready to correct one digit.
  const editNumber = () => {
    authFlow.setUsername(username);
    void navigate({ to: "/", replace: true });
  };

  return (
    <div className="stack">
      <h1 className="auth-title">{authMessages.codeTitle}</h1>
      <p className="muted">
        {authMessages.codeSentTo}{" "}
        <bdi dir="ltr" className="phone">
          {toPersianDigits(username)}
        </bdi>{" "}
        {authMessages.codeEnter}
      </p>
      <Button variant="link" onClick={editNumber}>
        {authMessages.editNumber}
      </Button>
      <CodeStep
        onSubmit={(code) => confirm.mutateAsync(code)}
        onResend={() => resend.mutateAsync()}
        timerKey={signinCodeTimer(username)}
      />
    </div>
  );
}
