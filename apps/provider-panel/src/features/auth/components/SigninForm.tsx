import { normalizeMobile } from "@ceremony/persian-text";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { authMessages } from "../../../messages/auth";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { TextField } from "../../../shared/ui/TextField";
import { useRateLimit } from "../../../shared/ui/useRateLimit";
import { type FieldErrors, phoneError, validatePasswordSignin } from "../../../shared/validation/rules";
import { signin } from "../api/signin";
import { useCompleteLogin } from "../useCompleteLogin";
import { PhoneField } from "./PhoneField";
import { RulesLink } from "./RulesLink";
import "./auth.css";

export type SigninMode = "otp" | "password";

/** Sign-in: one-time code or password, phone rules of section 5. */
export function SigninForm({
  mode,
  onModeChange,
}: {
  mode: SigninMode;
  onModeChange: (mode: SigninMode) => void;
}) {
  const { client, authFlow } = useServices();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const [phone, setPhone] = useState(() => authFlow.get().username ?? "");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);

  const phoneProblem = phoneError(phone);
  const errors: FieldErrors<"phone" | "password"> =
    mode === "password"
      ? validatePasswordSignin({ phone, password })
      : phoneProblem
        ? { phone: phoneProblem }
        : {};
  const normalized = normalizeMobile(phone);
  const canSubmit = normalized.length === 11 && !errors.phone && (mode === "otp" || !!password);

  const rateLimit = useRateLimit(normalized);
  const send = useMutation({
    // A 429 is shown in place, with its wait, instead of a toast.
    meta: { inlineRateLimit: true },
    onError: (error, username) => rateLimit.report(error, username),
    mutationFn: (username: string) =>
      signin(client, mode === "password" ? { username, password } : { username }),
    onSuccess: (result) => {
      if (result.token && !result.two_auth_method && !result.signup) {
        completeLogin(result.token);
        return;
      }
      authFlow.setUsername(normalized, result.signup);
      void navigate({ to: "/signin/confirm" });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmit || Object.keys(errors).length > 0) return;
    send.mutate(normalized);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h1 className="auth-title">{authMessages.welcome}</h1>
      <p className="muted">{authMessages.welcomeHint}</p>
      <div className="segmented" role="tablist" aria-label={authMessages.signIn}>
        {(["otp", "password"] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={`segment${mode === m ? " active" : ""}`}
            onClick={() => onModeChange(m)}
          >
            {m === "otp" ? authMessages.modeOtp : authMessages.modePassword}
          </button>
        ))}
      </div>
      <PhoneField
        value={phone}
        onChange={setPhone}
        onBlur={() => setTouched(true)}
        error={touched || normalized.length >= 11 ? errors.phone : undefined}
      />
      {mode === "password" ? (
        <TextField
          label={authMessages.password}
          value={password}
          onChange={setPassword}
          error={touched ? errors.password : undefined}
          type="password"
          name="password"
          autoComplete="current-password"
          ltr
        />
      ) : null}
      {rateLimit.notice}
      <Button type="submit" loading={send.isPending} disabled={!canSubmit || rateLimit.waiting}>
        {mode === "otp" ? authMessages.getCode : authMessages.signIn}
      </Button>
      {mode === "password" ? (
        <Link to="/forget-password" className="inline-link center">
          {authMessages.forgotPassword}
        </Link>
      ) : null}
      <RulesLink />
    </form>
  );
}
