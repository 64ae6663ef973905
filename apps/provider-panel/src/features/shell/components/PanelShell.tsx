import { Outlet } from "@tanstack/react-router";
import { useState } from "react";
import { appMessages } from "../../../messages";
import { OfflineNotice } from "../../../shared/ui/OfflineNotice";
import { displayVersion } from "../../../shared/ui/version";
import { LiveEvents } from "../../events/LiveEvents";
import { useFocusedFieldVisible } from "../useFocusedFieldVisible";
import { PanelHeader } from "./PanelHeader";
import "./PanelShell.css";
import { SideMenu } from "./SideMenu";
import { TabBar } from "./TabBar";

/** The /panel layout: header, page, version text, bottom tabs and the side menu. */
export function PanelShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [hideFooter, setHideFooter] = useState(false);
  useFocusedFieldVisible();
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
      <LiveEvents />
    </div>
  );
}
