import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useServices } from "../../../app/ServicesContext";
import { authMessages, errorsMessages } from "../../../messages";
import { toAppError } from "../../../shared/api/errors";
import { toLatinDigits, toPersianDigits } from "../../../shared/format/digits";
import { jalaliParts } from "../../../shared/format/jalali";
import { jalaliMonthLength, jalaliToUnix } from "../../../shared/format/jalaliDate";
import { normalizePersianText } from "../../../shared/format/text";
import { BirthDateSelects, type BirthParts } from "../../../shared/ui/BirthDateSelects";
import { Button } from "../../../shared/ui/Button";
import { Modal } from "../../../shared/ui/Modal";
import { ShebaField } from "../../../shared/ui/ShebaField";
import { TextField } from "../../../shared/ui/TextField";
import { validateSignup } from "../../../shared/validation/identityRules";
import { normalizeSheba } from "../../../shared/validation/sheba";
import { configQuery } from "../../app/api/queries";
import { useCompleteLogin } from "../useCompleteLogin";

/** /signup: registration with the temporarily held tokens; failure modal with 'edit information' on 1039. */
export function SignupForm() {
  const { api, authFlow, now } = useServices();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const config = useQuery(configQuery(api));
  const shebaRequired = config.data?.shebaIsRequired ?? false;
  const flow = authFlow.get();
  const [values, setValues] = useState({ firstName: "", lastName: "", nationalCode: "", sheba: "" });
  const [birth, setBirth] = useState<BirthParts>({ day: "", month: "", year: "" });
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<{ message: string; code: number | null } | null>(null);
  const currentYear = jalaliParts(new Date(now() * 1000)).year;
  const errors = validateSignup({ ...values, ...birth }, shebaRequired);

  const init = useMutation({
    mutationFn: () => {
      const tokens = flow.tempTokens;
      if (!tokens) throw new Error(errorsMessages.accessTokenNotExists);
      const year = Number(birth.year);
      const month = Number(birth.month);
      const day = Math.min(Number(birth.day), jalaliMonthLength(year, month));
      return api.initProfile(
        {
          first_name: normalizePersianText(values.firstName.trim()),
          last_name: normalizePersianText(values.lastName.trim()),
          national_code: toLatinDigits(values.nationalCode.trim()),
          shaba: normalizeSheba(values.sheba) || null,
          birth_date: jalaliToUnix(year, month, day),
        },
        tokens.access_token,
      );
    },
    meta: { silent: true },
    onSuccess: () => {
      const tokens = authFlow.get().tempTokens;
      if (tokens) completeLogin(tokens);
    },
    onError: (error) => {
      // A 4xx carries the server's explanation; anything else gets the spec's "check your information" text.
      const e = toAppError(error);
      setFailure({ message: e.status >= 400 && e.status < 500 ? e.message : "", code: e.code });
    },
  });

  const set = (key: keyof typeof values) => (v: string) => setValues((old) => ({ ...old, [key]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length === 0) init.mutate();
  };
  const back = () => {
    authFlow.clear();
    void navigate({ to: "/", replace: true });
  };
  const show = (key: keyof typeof errors) => (touched ? errors[key] : undefined);

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h1 className="auth-title">{authMessages.signupTitle}</h1>
      <TextField
        label={authMessages.firstName}
        value={values.firstName}
        onChange={set("firstName")}
        error={show("firstName")}
        name="first_name"
        autoComplete="given-name"
      />
      <TextField
        label={authMessages.lastName}
        value={values.lastName}
        onChange={set("lastName")}
        error={show("lastName")}
        name="last_name"
        autoComplete="family-name"
      />
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
