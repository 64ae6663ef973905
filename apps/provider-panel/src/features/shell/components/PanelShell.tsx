import { Outlet } from "@tanstack/react-router";
import { type ReactNode, useEffect, useState } from "react";
import { appMessages } from "../../../messages/app";
import { shellMessages } from "../../../messages/shell";
import { useLazyPart } from "../../../shared/lazy/useLazyPart";
import { afterPageLoad } from "../../../shared/pwa/afterPageLoad";
import { whenIdle } from "../../../shared/scheduling/whenIdle";
import { whenQueriesSettle } from "../../../shared/scheduling/whenQueriesSettle";
import { useServices } from "../../../shared/services/ServicesContext";
import { OfflineNotice } from "../../../shared/ui/OfflineNotice";
import { displayVersion } from "../../../shared/ui/version";
import { useFocusedFieldVisible } from "../useFocusedFieldVisible";
import { NavigationProgress } from "./NavigationProgress";
import { PanelHeader } from "./PanelHeader";
import "./PanelShell.css";
import { preloadShellSheets, sideMenuSheet } from "./shellSheets";
import { TabBar } from "./TabBar";

/** How long the self-healing code waits for an idle moment once the first screen's calls have answered. */
const RECOVERY_IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callback (Safari): the short wait standing in for it. */
const RECOVERY_IDLE_FALLBACK_MS = 200;

/**
 * The /panel layout: header, page, version text, bottom tabs and the side menu. `live` is what runs beside every
 * panel screen without a place of its own (the live-event connection): another feature, so the route passes it in.
 */
export function PanelShell({ live }: { live?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [hideFooter, setHideFooter] = useState(false);
  useFocusedFieldVisible();
  useEffect(startServiceWorker, []);
  useEffect(() => void afterPageLoad(window, 3000).then(preloadShellSheets), []);
  const { recovery, toaster, queryClient } = useServices();
  const menu = useLazyPart(sideMenuSheet);
  const SideMenu = menu.value;
  // A tap before the menu's chunk has arrived opens it when it does; a failed fetch says so, the next tap retries.
  const openMenu = () => {
    setMenuOpen(true);
    if (!SideMenu)
      menu.need(() => {
        setMenuOpen(false);
        toaster.error(shellMessages.sheetUnavailable);
      });
  };
  // The self-healing code is asked for once a provider is in the panel, not by the sign-in screens (their budget),
  // and once the first screen's calls have answered and it has painted: its request would otherwise share the
  // connection with the code and data that screen waits for. A failure before then asks for it at once.
  useEffect(() => {
    void whenQueriesSettle(queryClient)
      .then(() => whenIdle(window, RECOVERY_IDLE_TIMEOUT_MS, RECOVERY_IDLE_FALLBACK_MS))
      .then(() => recovery.load())
      .catch(() => undefined);
  }, [recovery, queryClient]);
  return (
    <div className={`panel${hideFooter ? " footer-hidden" : ""}`}>
      <NavigationProgress />
      <PanelHeader onMenu={openMenu} />
      <OfflineNotice />
      <main className="panel-main" id="main">
        <Outlet />
        <p className="version">{appMessages.version(displayVersion())}</p>
      </main>
      <TabBar hidden={hideFooter} onToggle={() => setHideFooter((h) => !h)} />
      {SideMenu ? <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} /> : null}
      {live}
    </div>
  );
}

/**
 * The load event comes before the screen's route chunks, data and first render (the app loads them after it); on a
 * phone at slow 4G they take a few seconds more. Measured (issue 14): the precache of about 60 files started at 1.2 s
 * and ran beside the screen's last renders, its worker thread alone using 0.7 s of CPU.
 */
const SERVICE_WORKER_SETTLE_MS = 5000;

/**
 * The service worker (offline shell, every hashed asset precached: about 1.5 MB) is registered once a provider is
 * in the panel, not on the sign-in screens: a first visit on mobile data downloads only what signing in needs. And
 * only once the screen has settled (`SERVICE_WORKER_SETTLE_MS` after the load event, then an idle moment), so its
 * precache does not compete with the screen's own requests and renders.
 */
function startServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  void afterPageLoad(window, 3000, SERVICE_WORKER_SETTLE_MS)
    .then(() => import("../../../shared/pwa/registerServiceWorker"))
    .then((m) => m.registerServiceWorker())
    .catch(() => {
      // No service worker (private mode, blocked): the panel works online as before.
    });
}
