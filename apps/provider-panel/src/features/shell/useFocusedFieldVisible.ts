import { useEffect } from "react";

/**
 * When the on-screen keyboard opens (the visual viewport shrinks), the focused field is scrolled to the middle of
 * what is left, so it sits neither under the keyboard nor under the tab bar. Its scroll margins (PanelShell.css)
 * keep it clear of the header and the tab bar on a plain focus.
 */
export function useFocusedFieldVisible(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const onResize = () => {
      const el = document.activeElement;
      if (
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement
      )
        el.scrollIntoView({ block: "center" });
    };
    viewport.addEventListener("resize", onResize);
    return () => viewport.removeEventListener("resize", onResize);
  }, []);
}
