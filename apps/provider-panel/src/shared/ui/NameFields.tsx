import { PERSON_NAME_MAX_LENGTH } from "@ceremony/persian-text";
import { authMessages } from "../../messages/auth";
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
        maxLength={PERSON_NAME_MAX_LENGTH}
        autoComplete="given-name"
      />
      <TextField
        label={authMessages.lastName}
        value={values.lastName}
        onChange={set("lastName")}
        error={show("lastName")}
        name="last_name"
        maxLength={PERSON_NAME_MAX_LENGTH}
        autoComplete="family-name"
      />
    </>
  );
}
