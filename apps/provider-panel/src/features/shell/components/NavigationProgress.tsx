import { useRouterState } from "@tanstack/react-router";

/**
 * A thin bar along the top edge while the panel moves to another screen and the new one is not drawn yet (its code
 * or a loader still on the way). A tap that navigates then changes the screen in its own frame: without it, a tap on
 * a ticket or a tab whose code had not arrived left the old screen untouched, as if the tap was lost, until the new
 * one was ready (on a slow connection, seconds). A navigation that finishes within the tap never shows it.
 */
export function NavigationProgress() {
  // Only after the first screen: until then the splash is the sign that the panel is loading.
  const pending = useRouterState({
    select: (state) => state.status === "pending" && state.resolvedLocation !== undefined,
  });
  return pending ? <div className="nav-progress" aria-hidden="true" /> : null;
}
