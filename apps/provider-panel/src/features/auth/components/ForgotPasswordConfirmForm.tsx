import { toLatinDigits, toPersianDigits } from "@ceremony/persian-text";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { authMessages } from "../../../messages/auth";
import { errorMessage, retryAfterOf } from "../../../shared/api/errors";
import { isCodeSpent } from "../../../shared/api/isCodeSpent";
import { refusedFields } from "../../../shared/api/refusedFields";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { TextField } from "../../../shared/ui/TextField";
import { useFieldErrors } from "../../../shared/ui/useFieldErrors";
import { useFieldValues } from "../../../shared/ui/useFieldValues";
import { usePersistedCountdown } from "../../../shared/ui/usePersistedCountdown";
import { useRateLimit } from "../../../shared/ui/useRateLimit";
import { validateForgotConfirm } from "../../../shared/validation/passwordRules";
import { forgotPassword, forgotPasswordConfirm } from "../api/recoveryCalls";
import { recoveryCodeTimer } from "../codeTimers";
import { useCompleteLogin } from "../useCompleteLogin";
import "./auth.css";

/** The fields a refusal can name, as the contract spells them. */
const REFUSED = ["sms_code", "new_password", "new_password_confirm"] as const;

interface Refusal {
  code?: string;
  newPassword?: string;
  confirm?: string;
}

/** Where a refusal is said: under the field it names, else under the code (a wrong, spent or expired code). */
function refusalOf(error: unknown): Refusal {
  const fields = refusedFields(error, REFUSED);
  const named = {
    code: fields.sms_code,
    newPassword: fields.new_password,
    confirm: fields.new_password_confirm,
  };
  return Object.values(named).some(Boolean) ? named : { code: errorMessage(error) };
}

/** /forget-password/confirm: code and a new password with its repeat; success signs in. */
export function ForgotPasswordConfirmForm({ phone }: { phone: string }) {
  const { client } = useServices();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const { values, set } = useFieldValues({ code: "", newPassword: "", confirm: "" });
  const { left, restart } = usePersistedCountdown(120, recoveryCodeTimer(phone));
  const errors = validateForgotConfirm(values);
  const rateLimit = useRateLimit();
  // The last refusal, said once under the field it concerns; a spent code holds the button until a new one is asked
  // for.
  const [refusal, setRefusal] = useState<Refusal>({});
  const [spent, setSpent] = useState(false);
  const confirm = useMutation({
    // Every refusal is shown in place (a 429 with its wait and the button held), instead of a toast per press.
    meta: { inlineError: true },
    onError: (error) => {
      rateLimit.report(error);
      setRefusal(retryAfterOf(error) === null ? refusalOf(error) : {});
      // The server said to ask for a new code: the resend must be there now, not after the countdown.
      if (isCodeSpent(error)) {
        setSpent(true);
        restart(0);
      }
    },
    mutationFn: () =>
      forgotPasswordConfirm(client, {
        username: phone,
        new_password: values.newPassword,
        new_password_confirm: values.confirm,
        sms_code: Number.parseInt(toLatinDigits(values.code), 10),
      }),
    onSuccess: completeLogin,
  });
  const resend = useMutation({
    meta: { inlineRateLimit: true },
    onError: rateLimit.report,
    mutationFn: () => forgotPassword(client, phone),
    onSuccess: () => {
      setSpent(false);
      setRefusal({});
      set("code")("");
      restart(120);
    },
  });
  const { submit, show } = useFieldErrors(errors, () => confirm.mutate());
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h1 className="auth-title">{authMessages.forgotTitle}</h1>
      <p className="muted">
        {authMessages.codeSentTo}{" "}
        <bdi dir="ltr" className="phone">
          {toPersianDigits(phone)}
        </bdi>{" "}
        {authMessages.codeEnter}
      </p>
      <TextField
        label={authMessages.code}
        value={values.code}
        onChange={(v) => {
          set("code")(toLatinDigits(v).replace(/\D/g, "").slice(0, 5));
          if (!spent) setRefusal(({ code: _said, ...rest }) => rest);
        }}
        error={show("code") ?? refusal.code}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={5}
        ltr
      />
      <TextField
        label={authMessages.newPassword}
        value={values.newPassword}
        onChange={(v) => {
          set("newPassword")(v);
          setRefusal(({ newPassword: _said, ...rest }) => rest);
        }}
        error={show("newPassword") ?? refusal.newPassword}
        type="password"
        name="new_password"
        autoComplete="new-password"
        ltr
      />
      <TextField
        label={authMessages.newPasswordConfirm}
        value={values.confirm}
        onChange={(v) => {
          set("confirm")(v);
          setRefusal(({ confirm: _said, ...rest }) => rest);
        }}
        error={show("confirm") ?? refusal.confirm}
        type="password"
        name="new_password_confirm"
        autoComplete="new-password"
        ltr
      />
      {rateLimit.notice}
      <Button type="submit" loading={confirm.isPending} disabled={rateLimit.waiting || spent}>
        {authMessages.savePassword}
      </Button>
      {left > 0 || rateLimit.waiting ? (
        <p className="muted center">{left > 0 ? authMessages.resendIn(toPersianDigits(left)) : null}</p>
      ) : (
        <Button
          variant={spent ? "primary" : "link"}
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {authMessages.resend}
        </Button>
      )}
      <Button variant="link" onClick={() => void navigate({ to: "/forget-password", replace: true })}>
        {authMessages.editNumber}
      </Button>
    </form>
  );
}
