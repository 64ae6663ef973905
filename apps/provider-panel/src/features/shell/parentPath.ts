/** The screen above a panel path: its last segment dropped, never above /panel (issue 14 item 8). */
export function parentPath(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] !== "panel" || segments.length <= 2) return "/panel";
  return `/${segments.slice(0, -1).join("/")}`;
}
