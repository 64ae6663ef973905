import {
  normalizePersianLetters,
  normalizeSheba,
  toLatinDigits,
  toPersianDigits,
} from "@ceremony/persian-text";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { authMessages } from "../../../messages/auth";
import { screenErrorsMessages } from "../../../messages/screenErrors";
import { configQuery } from "../../../shared/api/configQuery";
import { toAppError } from "../../../shared/api/errors";
import { clearDraft } from "../../../shared/drafts/formDrafts";
import { useDraftValues } from "../../../shared/drafts/useDraftValues";
import { jalaliParts } from "../../../shared/format/jalali";
import { useServices } from "../../../shared/services/ServicesContext";
import { BirthDateSelects, type BirthParts } from "../../../shared/ui/BirthDateSelects";
import { Button } from "../../../shared/ui/Button";
import { birthPartsToUnix } from "../../../shared/ui/birthParts";
import { Modal } from "../../../shared/ui/Modal";
import { NameFields } from "../../../shared/ui/NameFields";
import { ShebaField } from "../../../shared/ui/ShebaField";
import { TextField } from "../../../shared/ui/TextField";
import { useFieldErrors } from "../../../shared/ui/useFieldErrors";
import { validateSignup } from "../../../shared/validation/identityRules";
import { initProfile } from "../api/initProfile";
import { useCompleteLogin } from "../useCompleteLogin";
import "./auth.css";

/** /signup: registration with the temporarily held tokens; failure modal with 'edit information' on 1039. */
export function SignupForm() {
  const { client, initialDataCache, authFlow, now } = useServices();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const config = useQuery(configQuery({ client, initialDataCache }));
  const shebaRequired = config.data?.shebaIsRequired ?? false;
  const flow = authFlow.get();
  // Kept on the device so a reload loses nothing (issue 14 item 11); removed on success, on back and on sign-out.
  const { values, set, setValues } = useDraftValues("signup", {
    firstName: "",
    lastName: "",
    nationalCode: "",
    sheba: "",
    day: "",
    month: "",
    year: "",
  });
  const birth: BirthParts = { day: values.day, month: values.month, year: values.year };
  const setBirth = (parts: BirthParts) => setValues((old) => ({ ...old, ...parts }));
  const [failure, setFailure] = useState<{ message: string; code: number | null } | null>(null);
  const currentYear = jalaliParts(new Date(now() * 1000)).year;
  const errors = validateSignup({ ...values, ...birth }, shebaRequired);

  const init = useMutation({
    mutationFn: () => {
      const tokens = flow.tempTokens;
      if (!tokens) throw new Error(screenErrorsMessages.accessTokenNotExists);
      return initProfile(
        client,
        {
          first_name: normalizePersianLetters(values.firstName.trim()),
          last_name: normalizePersianLetters(values.lastName.trim()),
          national_code: toLatinDigits(values.nationalCode.trim()),
          shaba: normalizeSheba(values.sheba) || null,
          // Submit runs only once all three parts are chosen, so the date is never null here.
          birth_date: birthPartsToUnix(birth) ?? 0,
        },
        tokens.access_token,
      );
    },
    meta: { silent: true },
    onSuccess: () => {
      clearDraft("signup");
      const tokens = authFlow.get().tempTokens;
      if (tokens) completeLogin(tokens);
    },
    onError: (error) => {
      // A 4xx carries the server's explanation and a failed connection says so (offline: the internet-cut text);
      // anything else gets the spec's "check your information" text.
      const e = toAppError(error);
      const explained = e.status === 0 || (e.status >= 400 && e.status < 500);
      setFailure({ message: explained ? e.message : "", code: e.code });
    },
  });

  const { submit, show } = useFieldErrors(errors, () => init.mutate());
  const back = () => {
    clearDraft("signup");
    authFlow.clear();
    void navigate({ to: "/", replace: true });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h1 className="auth-title">{authMessages.signupTitle}</h1>
      <NameFields values={values} set={set} show={show} />
      <TextField
        label={authMessages.nationalCode}
        value={values.nationalCode}
        onChange={(v) => set("nationalCode")(toLatinDigits(v).replace(/\D/g, "").slice(0, 10))}
        error={show("nationalCode")}
        name="national_code"
        inputMode="numeric"
        maxLength={10}
        ltr
      />
      <TextField
        label={authMessages.phone}
        value={toPersianDigits(flow.username ?? "")}
        onChange={() => undefined}
        readOnly
        ltr
        name="mobile"
      />
      <ShebaField
        value={values.sheba}
        onChange={set("sheba")}
        error={show("sheba")}
        required={shebaRequired}
      />
      <BirthDateSelects
        value={birth}
        onChange={setBirth}
        currentJalaliYear={currentYear}
        error={show("birthDate")}
      />
      <Button type="submit" loading={init.isPending}>
        {authMessages.signupSubmit}
      </Button>
      <Button variant="link" onClick={back}>
        {authMessages.back}
      </Button>
      <Modal
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={authMessages.signupErrorTitle}
        footer={
          failure?.code === 1039 ? (
            <Button onClick={() => setFailure(null)}>{authMessages.editInformation}</Button>
          ) : (
            <Button
              onClick={() => {
                setFailure(null);
                init.mutate();
              }}
            >
              {authMessages.tryAgain}
            </Button>
          )
        }
      >
        <p>{failure?.message || authMessages.signupErrorFallback}</p>
      </Modal>
    </form>
  );
}
