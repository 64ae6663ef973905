import { PersonKindRole } from "@ceremony/api-client/contract";
import { normalizePersianLetters, normalizeSheba, toPersianDigits } from "@ceremony/persian-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { authMessages } from "../../../messages/auth";
import { profileMessages } from "../../../messages/profile";
import { screenErrorsMessages } from "../../../messages/screenErrors";
import { configQuery } from "../../../shared/api/configQuery";
import { jalaliParts } from "../../../shared/format/jalali";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";
import { useServices } from "../../../shared/services/ServicesContext";
import { BirthDateSelects, type BirthParts } from "../../../shared/ui/BirthDateSelects";
import { Button } from "../../../shared/ui/Button";
import { birthPartsOf, birthPartsToUnix } from "../../../shared/ui/birthParts";
import { NameFields } from "../../../shared/ui/NameFields";
import { ShebaField } from "../../../shared/ui/ShebaField";
import { TextField } from "../../../shared/ui/TextField";
import { useFieldErrors } from "../../../shared/ui/useFieldErrors";
import { useFieldValues } from "../../../shared/ui/useFieldValues";
import { useFocusOnArrival } from "../../../shared/ui/useFocusOnArrival";
import { validateCompanyProfile, validateProfile } from "../../../shared/validation/identityRules";
import type { FieldErrors } from "../../../shared/validation/rules";
import { updateProfile } from "../api/updateProfile";
import { PictureField } from "./PictureField";

/**
 * /panel/profile: picture, names, Jalali birth date (no future), read-only mobile and national code, sheba. A legal
 * profile (a company) shows its name read-only instead of personal names and a birth date, and is not asked for them.
 */
export function ProfileForm({ focusSheba }: { focusSheba: boolean }) {
  const { client, initialDataCache, toaster, now } = useServices();
  const queryClient = useQueryClient();
  const { profile } = useActiveProfile();
  const config = useQuery(configQuery({ client, initialDataCache }));
  const shebaRequired = config.data?.shebaIsRequired ?? false;
  const shebaRef = useRef<HTMLInputElement>(null);
  const { values, set } = useFieldValues({
    firstName: profile.first_name ?? "",
    lastName: profile.last_name ?? "",
    sheba: profile.shaba ?? "",
    pic: profile.pic ?? "",
  });
  const [birth, setBirth] = useState<BirthParts>(() => birthPartsOf(profile.birth_date));
  const currentYear = jalaliParts(new Date(now() * 1000)).year;
  const birthDate = birthPartsToUnix(birth);
  const company = profile.person_kind_role_id === PersonKindRole.USER_LEGAL;
  const errors: FieldErrors<"firstName" | "lastName" | "sheba" | "birthDate"> = company
    ? validateCompanyProfile(values, shebaRequired)
    : validateProfile({ ...values, birthDate }, shebaRequired, now());

  useFocusOnArrival(shebaRef, focusSheba);

  const save = useMutation({
    mutationFn: () =>
      updateProfile(client, profile.id, {
        ...(company
          ? {}
          : {
              first_name: normalizePersianLetters(values.firstName.trim()),
              last_name: normalizePersianLetters(values.lastName.trim()),
              birth_date: birthDate ?? 0,
            }),
        national_code: profile.national_code,
        pic: values.pic || null,
        shaba: normalizeSheba(values.sheba) || null,
      }),
    onSuccess: async (message) => {
      if (message) toaster.success(message);
      try {
        await queryClient.refetchQueries({ queryKey: ["profile"] }, { throwOnError: true });
      } catch {
        toaster.error(screenErrorsMessages.profileRefresh);
      }
    },
  });

  const { submit, show } = useFieldErrors(errors, () => save.mutate());

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h1 className="page-title">{profileMessages.title}</h1>
      <PictureField value={values.pic} onChange={set("pic")} />
      {company ? (
        <TextField
          label={profileMessages.companyName}
          value={profile.label ?? ""}
          onChange={() => undefined}
          readOnly
          name="company_name"
        />
      ) : (
        <>
          <NameFields values={values} set={set} show={show} />
          <BirthDateSelects
            value={birth}
            onChange={setBirth}
            currentJalaliYear={currentYear + 1}
            error={show("birthDate")}
          />
        </>
      )}
      <TextField
        label={profileMessages.mobile}
        value={toPersianDigits(profile.mobile)}
        onChange={() => undefined}
        readOnly
        ltr
        name="mobile"
      />
      <TextField
        label={authMessages.nationalCode}
        value={toPersianDigits(profile.national_code ?? "")}
        onChange={() => undefined}
        readOnly
        ltr
        name="national_code"
      />
      <ShebaField
        inputRef={shebaRef}
        value={values.sheba}
        onChange={set("sheba")}
        error={show("sheba")}
        required={shebaRequired}
      />
      <Button type="submit" loading={save.isPending}>
        {profileMessages.submit}
      </Button>
    </form>
  );
}
