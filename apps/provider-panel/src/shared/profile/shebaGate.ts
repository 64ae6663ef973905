import { redirect } from "@tanstack/react-router";
import { screenErrorsMessages } from "../../messages/screenErrors";
import { configQuery } from "../api/configQuery";
import type { AppServices } from "../services/services";
import { resolveActiveProfileId } from "../session/activeProfile";
import { type ShebaTarget, servicesTarget } from "./profileModel";
import { activeProfileInfoQuery, profileQuery } from "./profileQueries";

/**
 * The sheba rule of section 2 for adding a service: where a provider who may not add one is sent, or null when the
 * active profile may. `formId` names the flow being opened; the legal-profile and lawyer forms add no service. A
 * failed load lets the provider through: the server refuses the create by the same rule.
 */
async function shebaGateTarget(
  services: Pick<AppServices, "queryClient" | "client" | "initialDataCache" | "activeProfile">,
  formId?: number,
): Promise<ShebaTarget | null> {
  const { queryClient, client, initialDataCache, activeProfile } = services;
  try {
    const config = await queryClient.ensureQueryData(configQuery({ client, initialDataCache }));
    if (!config.shebaIsRequired) return null;
    const { legal_profile_form_id, add_agent_form_id } = config.initialData.constants;
    if (formId === legal_profile_form_id || formId === add_agent_form_id) return null;
    const profile = await queryClient.ensureQueryData(profileQuery(client, activeProfile));
    const ids = profile.link.map((l) => l.id);
    const activeId = resolveActiveProfileId(activeProfile.get(), profile.id, ids);
    const info = await queryClient.ensureQueryData(activeProfileInfoQuery(client, activeId));
    const target = servicesTarget(info, true, activeId === profile.id);
    return target.blocked ? { to: target.to, search: target.search } : null;
  } catch {
    return null;
  }
}

/**
 * The route guard of every way into adding a service (issue 26 item 2: a link, the logo or a typed URL): it says why
 * and redirects to the sheba field. A preload (a hovered link) redirects silently.
 */
export async function guardNewService(
  { context, preload }: { context: AppServices; preload: boolean },
  formId?: number,
): Promise<void> {
  const target = await shebaGateTarget(context, formId);
  if (!target) return;
  if (!preload) context.toaster.show("info", screenErrorsMessages.shebaRequired);
  // No scroll to the top: it would come after the sheba field scrolled itself into view (issue 26 item 4).
  throw redirect({ to: target.to, search: target.search, replace: true, resetScroll: false });
}
