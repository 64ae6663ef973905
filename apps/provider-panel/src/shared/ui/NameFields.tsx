import { authMessages } from "../../messages/auth";
import { CONTRACT_LIMITS } from "../validation/contractLimits";
import { TextField } from "./TextField";

type NameKey = "firstName" | "lastName";

/** First and last name inputs, as sign-up and the profile form both ask for them. */
export function NameFields({
  values,
  set,
  show,
}: {
  values: Record<NameKey, string>;
  set: (key: NameKey) => (value: string) => void;
  show: (key: NameKey) => string | undefined;
}) {
  return (
    <>
      <TextField
        label={authMessages.firstName}
        value={values.firstName}
        onChange={set("firstName")}
        error={show("firstName")}
        name="first_name"
        maxLength={CONTRACT_LIMITS.personName}
        autoComplete="given-name"
      />
      <TextField
        label={authMessages.lastName}
        value={values.lastName}
        onChange={set("lastName")}
        error={show("lastName")}
        name="last_name"
        maxLength={CONTRACT_LIMITS.personName}
        autoComplete="family-name"
      />
    </>
  );
}
