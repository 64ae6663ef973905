import { normalizeSheba } from "@ceremony/persian-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { legalsMessages } from "../../../messages/legals";
import { screenErrorsMessages } from "../../../messages/screenErrors";
import { configQuery } from "../../../shared/api/configQuery";
import { displayName } from "../../../shared/profile/profileModel";
import { activeProfileInfoQuery } from "../../../shared/profile/profileQueries";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { ShebaField } from "../../../shared/ui/ShebaField";
import { useFieldErrors } from "../../../shared/ui/useFieldErrors";
import { useFocusOnArrival } from "../../../shared/ui/useFocusOnArrival";
import { shebaError } from "../../../shared/validation/identityRules";
import { compact } from "../../../shared/validation/rules";
import { updateSheba } from "../api/updateSheba";

/**
 * The active profile's own sheba when it is not the main profile (a legal or proxy profile): the services rule sends
 * such a profile here, and its profile form is the main profile's, so the sheba is typed in place.
 */
export function ActiveProfileSheba({ focus }: { focus: boolean }) {
  const { isMain } = useActiveProfile();
  return isMain ? null : <ShebaForm focus={focus} />;
}

function ShebaForm({ focus }: { focus: boolean }) {
  const { client, initialDataCache, toaster } = useServices();
  const queryClient = useQueryClient();
  const { active, activeId } = useActiveProfile();
  const info = useQuery(activeProfileInfoQuery(client, activeId));
  const required = useQuery(configQuery({ client, initialDataCache })).data?.shebaIsRequired ?? false;
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? info.data?.shaba ?? "";
  const ref = useRef<HTMLInputElement>(null);
  useFocusOnArrival(ref, focus, info.isSuccess);
  const save = useMutation({
    mutationFn: () => updateSheba(client, normalizeSheba(value) || null),
    onSuccess: async (message) => {
      if (message) toaster.success(message);
      try {
        await queryClient.refetchQueries({ queryKey: ["profile"] }, { throwOnError: true });
      } catch {
        toaster.error(screenErrorsMessages.profileRefresh);
      }
    },
  });
  const { submit, show } = useFieldErrors(compact({ sheba: shebaError(value, required) }), () =>
    save.mutate(),
  );
  const l = legalsMessages;
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="active-sheba-title">
      <h2 id="active-sheba-title" className="section-title">
        {l.shebaTitle(displayName(active))}
      </h2>
      <p className="muted">{l.shebaNote}</p>
      <ShebaField
        inputRef={ref}
        value={value}
        onChange={setTyped}
        error={show("sheba")}
        required={required}
      />
      <Button type="submit" loading={save.isPending}>
        {l.shebaSave}
      </Button>
    </form>
  );
}
