/**
 * Shows a field the form sends the user to (its first error): scrolled to the middle of the screen unless it is
 * already well inside it. A field in plain sight stays where it is, so the page does not jump under the user's
 * finger, and the frame that paints the errors has no scroll to paint as well. "Well inside" leaves a tenth of the
 * screen at each edge for a sticky header or bar.
 */
export function revealField(target: HTMLElement): void {
  const view = target.ownerDocument.documentElement.clientHeight;
  const box = target.getBoundingClientRect();
  if (view > 0 && box.top >= view * 0.1 && box.bottom <= view * 0.9) return;
  target.scrollIntoView?.({ block: "center" });
}
