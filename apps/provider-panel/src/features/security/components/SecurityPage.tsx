import { securityMessages } from "../../../messages/security";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";
import { PasswordSection } from "./PasswordSection";
import { TwoStepSection } from "./TwoStepSection";

/** /panel/security: password and two-step sign-in settings. */
export function SecurityPage() {
  const { profile } = useActiveProfile();
  return (
    <div className="stack">
      <h1 className="page-title">{securityMessages.title}</h1>
      <PasswordSection key={String(profile.has_password)} hasPassword={profile.has_password} />
      <TwoStepSection key={profile.two_factor_auth_method} method={profile.two_factor_auth_method} />
    </div>
  );
}
