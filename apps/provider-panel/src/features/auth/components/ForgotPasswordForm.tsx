import { normalizeMobile } from "@ceremony/persian-text";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { authMessages } from "../../../messages/auth";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { phoneError } from "../../../shared/validation/rules";
import { forgotPassword } from "../api/recoveryCalls";
import { PhoneField } from "./PhoneField";
import "./auth.css";

/** /forget-password: phone, then a code is sent and the confirm step opens. */
export function ForgotPasswordForm() {
  const { client } = useServices();
  const navigate = useNavigate();
  const [phone, setPhone] = useState("");
  const [touched, setTouched] = useState(false);
  const normalized = normalizeMobile(phone);
  const error = phoneError(phone);
  const send = useMutation({
    mutationFn: () => forgotPassword(client, normalized),
    onSuccess: () => void navigate({ to: "/forget-password/confirm", search: { phone: normalized } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!error) send.mutate();
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h1 className="auth-title">{authMessages.forgotTitle}</h1>
      <p className="muted">{authMessages.forgotHint}</p>
      <PhoneField
        value={phone}
        onChange={setPhone}
        onBlur={() => setTouched(true)}
        error={touched || normalized.length >= 11 ? error : undefined}
      />
      <Button type="submit" loading={send.isPending} disabled={normalized.length !== 11 || !!error}>
        {authMessages.sendCode}
      </Button>
      <Button variant="link" onClick={() => void navigate({ to: "/signin", search: { mode: "password" } })}>
        {authMessages.back}
      </Button>
    </form>
  );
}
