import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { securityMessages } from "../../../messages/security";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { TextField } from "../../../shared/ui/TextField";
import { useFieldValues } from "../../../shared/ui/useFieldValues";
import { CONTRACT_LIMITS } from "../../../shared/validation/contractLimits";
import { validateChangePassword, validateRemovePassword } from "../../../shared/validation/passwordRules";
import { removePassword, setPassword } from "../api/passwordCalls";

/** Change (or set) the password, and remove it with the current one. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { client, toaster } = useServices();
  const queryClient = useQueryClient();
  const s = securityMessages;
  const { values, set, setValues } = useFieldValues({ oldPassword: "", newPassword: "", confirm: "" });
  const [touched, setTouched] = useState(false);
  const [removeTouched, setRemoveTouched] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const errors = validateChangePassword(values, hasPassword);
  const removeErrors = validateRemovePassword(values);
  const done = async (message: string | undefined) => {
    if (message) toaster.success(message);
    setValues({ oldPassword: "", newPassword: "", confirm: "" });
    setTouched(false);
    setRemoveTouched(false);
    await queryClient.invalidateQueries({ queryKey: ["profile"] });
  };
  const change = useMutation({
    mutationFn: () => setPassword(client, { ...values, oldPassword: hasPassword ? values.oldPassword : "" }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: () => removePassword(client, values.oldPassword),
    onSuccess: async (message) => {
      setConfirmRemove(false);
      await done(message);
    },
    onError: () => setConfirmRemove(false),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length === 0) change.mutate();
  };
  const oldError = touched ? errors.oldPassword : removeTouched ? removeErrors.oldPassword : undefined;
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className="section-title">
        {hasPassword ? s.changePassword : s.setPassword}
      </h2>
      {hasPassword ? (
        <TextField
          label={s.currentPassword}
          value={values.oldPassword}
          onChange={set("oldPassword")}
          error={oldError}
          type="password"
          maxLength={CONTRACT_LIMITS.password}
          name="old_password"
          autoComplete="current-password"
          ltr
        />
      ) : null}
      <TextField
        label={s.newPassword}
        value={values.newPassword}
        onChange={set("newPassword")}
        error={touched ? errors.newPassword : undefined}
        type="password"
        maxLength={CONTRACT_LIMITS.password}
        name="new_password"
        autoComplete="new-password"
        ltr
      />
      <TextField
        label={s.newPasswordConfirm}
        value={values.confirm}
        onChange={set("confirm")}
        error={touched ? errors.confirm : undefined}
        type="password"
        maxLength={CONTRACT_LIMITS.password}
        name="new_password_confirm"
        autoComplete="new-password"
        ltr
      />
      <Button type="submit" loading={change.isPending}>
        {s.save}
      </Button>
      {hasPassword ? (
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={() => {
            setTouched(false);
            setRemoveTouched(true);
            if (Object.keys(removeErrors).length === 0) setConfirmRemove(true);
          }}
        >
          {s.removePassword}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmRemove}
        title={s.removeConfirmTitle}
        confirmLabel={s.removeConfirmYes}
        cancelLabel={s.keep}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmRemove(false)}
      >
        <p>{s.removeConfirmBody}</p>
      </ConfirmDialog>
    </form>
  );
}
