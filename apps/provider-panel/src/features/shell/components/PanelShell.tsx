import { Outlet } from "@tanstack/react-router";
import { type ReactNode, useEffect, useState } from "react";
import { appMessages } from "../../../messages/app";
import { afterPageLoad } from "../../../shared/pwa/afterPageLoad";
import { OfflineNotice } from "../../../shared/ui/OfflineNotice";
import { displayVersion } from "../../../shared/ui/version";
import { useFocusedFieldVisible } from "../useFocusedFieldVisible";
import { PanelHeader } from "./PanelHeader";
import "./PanelShell.css";
import { SideMenu } from "./SideMenu";
import { TabBar } from "./TabBar";

/**
 * The /panel layout: header, page, version text, bottom tabs and the side menu. `live` is what runs beside every
 * panel screen without a place of its own (the live-event connection): another feature, so the route passes it in.
 */
export function PanelShell({ live }: { live?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [hideFooter, setHideFooter] = useState(false);
  useFocusedFieldVisible();
  useEffect(startServiceWorker, []);
  return (
    <div className={`panel${hideFooter ? " footer-hidden" : ""}`}>
      <PanelHeader onMenu={() => setMenuOpen(true)} />
      <OfflineNotice />
      <main className="panel-main" id="main">
        <Outlet />
        <p className="version">{appMessages.version(displayVersion())}</p>
      </main>
      <TabBar hidden={hideFooter} onToggle={() => setHideFooter((h) => !h)} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      {live}
    </div>
  );
}

/**
 * The service worker (offline shell, every hashed asset precached: about 1.5 MB) is registered once a provider is
 * in the panel, not on the sign-in screens: a first visit on mobile data downloads only what signing in needs. And
 * only after the page has loaded and gone idle, so its precache does not compete with the screen's own requests.
 */
function startServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  void afterPageLoad()
    .then(() => import("../../../shared/pwa/registerServiceWorker"))
    .then((m) => m.registerServiceWorker())
    .catch(() => {
      // No service worker (private mode, blocked): the panel works online as before.
    });
}
