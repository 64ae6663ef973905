import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { isAccountRejected } from "../../../shared/api/errors";
import { profileQuery } from "../../../shared/profile/profileQueries";
import { useServices, useTokenState } from "../../../shared/services/ServicesContext";
import { DeferredMount } from "../../../shared/ui/DeferredMount";
import { LoadErrorScreen, Splash } from "../../../shared/ui/FullScreen";

// Rare screens load on demand, keeping them off the sign-in bundle.
const PendingScreen = lazy(() => import("./PendingScreen").then((m) => ({ default: m.PendingScreen })));
const UnapprovedScreen = lazy(() =>
  import("./UnapprovedScreen").then((m) => ({ default: m.UnapprovedScreen })),
);

/** Section 4 app readiness: splash while token or profile load, then the error, unapproved, pending or the page. */
export function Gate({ children }: { children: ReactNode }) {
  const { client, activeProfile } = useServices();
  const token = useTokenState();
  const profile = useQuery({ ...profileQuery(client, activeProfile), enabled: token.login });
  if (token.pending) return <Splash />;
  if (!token.login) return children;
  if (profile.data && !profile.data.authorization_pending) {
    // The profile's answer mounts the whole panel (shell and page) in one synchronous render, the longest task of a
    // signed-in start (about 60 ms here, 250 ms on a 4x slower CPU); deferred, React renders it in slices.
    return <DeferredMount fallback={<Splash />}>{children}</DeferredMount>;
  }
  if (profile.data) {
    return (
      <Suspense fallback={<Splash />}>
        <PendingScreen />
      </Suspense>
    );
  }
  if (profile.isError) {
    if (!isAccountRejected(profile.error)) return <LoadErrorScreen />;
    return (
      <Suspense fallback={<Splash />}>
        <UnapprovedScreen />
      </Suspense>
    );
  }
  return <Splash />;
}
