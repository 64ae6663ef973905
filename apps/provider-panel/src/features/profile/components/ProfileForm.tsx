import { isApiError } from "@ceremony/api-client";
import { PersonKindRole } from "@ceremony/api-client/contract";
import { normalizePersianLetters, normalizeSheba, toPersianDigits } from "@ceremony/persian-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { authMessages } from "../../../messages/auth";
import { profileMessages } from "../../../messages/profile";
import { screenErrorsMessages } from "../../../messages/screenErrors";
import { configQuery } from "../../../shared/api/configQuery";
import { errorMessage } from "../../../shared/api/errors";
import { tabStorage } from "../../../shared/drafts/formDrafts";
import { jalaliParts } from "../../../shared/format/jalali";
import type { Profile } from "../../../shared/profile/toProfile";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";
import { useServices } from "../../../shared/services/ServicesContext";
import { BirthDateSelects } from "../../../shared/ui/BirthDateSelects";
import { Button } from "../../../shared/ui/Button";
import { birthPartsToUnix } from "../../../shared/ui/birthParts";
import { NameFields } from "../../../shared/ui/NameFields";
import { ShebaField } from "../../../shared/ui/ShebaField";
import { TextField } from "../../../shared/ui/TextField";
import { useFieldErrors } from "../../../shared/ui/useFieldErrors";
import { useFocusOnArrival } from "../../../shared/ui/useFocusOnArrival";
import { validateCompanyProfile, validateProfile } from "../../../shared/validation/identityRules";
import type { FieldErrors } from "../../../shared/validation/rules";
import { updateProfile } from "../api/updateProfile";
import {
  baseOf,
  clearProfileDraft,
  type EditBase,
  follow,
  keepProfileDraft,
  loadProfileDraft,
  type ProfileValues,
  valuesOf,
} from "../profileEdit";
import { PictureField } from "./PictureField";
import { ProfileNotice } from "./ProfileNotice";

/** The server's answer to a save over a profile saved elsewhere since the form was filled. */
const STALE_EDIT = 1023;

interface EditState {
  base: EditBase;
  values: ProfileValues;
  /** The values came from a draft kept before a reload. */
  restored: boolean;
}

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
  // The draft lives in this tab's sessionStorage: a reload keeps it, another tab's form never picks it up.
  const [storage] = useState(tabStorage);
  const [edit, setEdit] = useState<EditState>(() => {
    const draft = loadProfileDraft(profile.id, storage);
    if (!draft) return { base: baseOf(profile), values: valuesOf(profile), restored: false };
    return {
      base: { version: draft.version, values: valuesOf(profile) },
      values: draft.values,
      restored: true,
    };
  });
  const [conflict, setConflict] = useState(false);
  const { values } = edit;
  const set = (key: keyof ProfileValues) => (value: string) =>
    setEdit((old) => ({ ...old, values: { ...old.values, [key]: value } }));
  const birth = { day: values.day, month: values.month, year: values.year };
  const currentYear = jalaliParts(new Date(now() * 1000)).year;
  const birthDate = birthPartsToUnix(birth);
  const company = profile.person_kind_role_id === PersonKindRole.USER_LEGAL;
  const errors: FieldErrors<"firstName" | "lastName" | "sheba" | "birthDate"> = company
    ? validateCompanyProfile(values, shebaRequired)
    : validateProfile({ ...values, birthDate }, shebaRequired, now());

  useFocusOnArrival(shebaRef, focusSheba);

  useEffect(() => {
    keepProfileDraft(profile.id, edit.values, edit.base, storage);
  }, [profile.id, edit.values, edit.base, storage]);

  const save = useMutation({
    // A 409 is shown in the form, other failures as the usual toast.
    meta: { silent: true },
    mutationFn: (version: number | undefined) =>
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
        ...(version === undefined ? {} : { version }),
      }),
    onSuccess: async (message) => {
      if (message) toaster.success(message);
      clearProfileDraft(profile.id, storage);
      try {
        await queryClient.refetchQueries({ queryKey: ["profile"] }, { throwOnError: true });
      } catch {
        toaster.error(screenErrorsMessages.profileRefresh);
      }
      const latest = queryClient.getQueryData<Profile>(["profile"]);
      if (latest) setEdit({ base: baseOf(latest), values: valuesOf(latest), restored: false });
      setConflict(false);
    },
    onError: async (error) => {
      if (isApiError(error) && error.status === 409 && error.code === STALE_EDIT) {
        setConflict(true);
        // The newer values, for "see them"; the typed ones stay in the form.
        await queryClient.refetchQueries({ queryKey: ["profile"] }).catch(() => undefined);
      } else if (!(isApiError(error) && error.status === 401)) toaster.error(errorMessage(error));
    },
  });

  // Another tab or device saved the profile: an untouched form shows the new values, a typed-into one keeps its
  // values and says so. Not while this form's own save is under way (its answer brings the new version).
  const followed = save.isPending ? { ...edit, stale: false } : follow(edit, profile);
  if (followed.base !== edit.base) setEdit({ ...edit, base: followed.base, values: followed.values });
  const stale = conflict || followed.stale;

  const { submit, show } = useFieldErrors(errors, () => save.mutate(edit.base.version));
  const loadNewer = () => {
    setEdit({ base: baseOf(profile), values: valuesOf(profile), restored: false });
    setConflict(false);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h1 className="page-title">{profileMessages.title}</h1>
      {edit.restored && !stale ? (
        <ProfileNotice
          text={profileMessages.draftRestored}
          actions={[{ label: profileMessages.discardDraft, onClick: loadNewer }]}
        />
      ) : null}
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
            onChange={(parts) => setEdit((old) => ({ ...old, values: { ...old.values, ...parts } }))}
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
      {stale ? (
        <ProfileNotice
          text={profileMessages.changedElsewhere}
          actions={[
            { label: profileMessages.loadNewer, onClick: loadNewer },
            { label: profileMessages.keepMine, onClick: () => save.mutate(profile.version) },
          ]}
        />
      ) : null}
      <Button type="submit" loading={save.isPending}>
        {profileMessages.submit}
      </Button>
    </form>
  );
}
