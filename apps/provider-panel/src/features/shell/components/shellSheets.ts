import { lazyChunk } from "@ceremony/form-runtime/lazy";

/**
 * The side menu and the profile switcher's sheet (with the modal they open in) are chunks of their own: no panel
 * screen shows them at first paint. {@link preloadShellSheets} fetches them once the screen has settled.
 */
export const sideMenuSheet = lazyChunk(() => import("./SideMenu").then((m) => m.SideMenu));
export const profileSheet = lazyChunk(() => import("./ProfileSheet").then((m) => m.ProfileSheet));

/** Fetches both sheets, so a tap on the menu or the profile finds them here; a failure is left for that tap. */
export function preloadShellSheets(): void {
  for (const sheet of [sideMenuSheet, profileSheet]) sheet.load().catch(() => undefined);
}
