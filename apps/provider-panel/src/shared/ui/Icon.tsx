// One exported constant per icon, so each screen bundles only the paths it draws.
/** Path data of the user icon (24×24, stroked). */
export const iconUser = "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0";
/** Path data of the services icon (24×24, stroked). */
export const iconServices = "M4 7h16v12H4zM9 7V5h6v2";
/** Path data of the wallet icon (24×24, stroked). */
export const iconWallet = "M3 7h18v12H3zM3 7l3-3h12M16 13h2";
/** Path data of the bell icon (24×24, stroked). */
export const iconBell = "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4";
/** Path data of the support icon (24×24, stroked). */
export const iconSupport = "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z";
/** Path data of the lock icon (24×24, stroked). */
export const iconLock = "M6 11h12v9H6zM9 11V8a3 3 0 0 1 6 0v3";
/** Path data of the thumbUp icon (24×24, stroked). */
export const iconThumbUp = "M7 11v9H4v-9zM7 11l4-7a2 2 0 0 1 2 2v3h5a2 2 0 0 1 2 2l-2 7H7";
/** Path data of the thumbDown icon (24×24, stroked). */
export const iconThumbDown = "M7 13V4H4v9zM7 13l4 7a2 2 0 0 0 2-2v-3h5a2 2 0 0 0 2-2l-2-7H7";
/** Path data of the scale icon (24×24, stroked). */
export const iconScale = "M12 4v16M7 20h10M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z";
/** Path data of the list icon (24×24, stroked). */
export const iconList = "M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01";
/** Path data of the logout icon (24×24, stroked). */
export const iconLogout = "M10 4H5v16h5M14 8l4 4-4 4M18 12H9";
/** Path data of the building icon (24×24, stroked): a legal profile. */
export const iconBuilding = "M5 20V5h9v15M14 9h5v11M3 20h18M8 8h3M8 12h3M8 16h3";
/** Path data of the map-pin icon (24×24, stroked): an address. */
export const iconPin = "M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4";
/** Path data of the check icon (24×24, stroked). */
export const iconCheck = "M5 12.5l4.5 4.5L19 7.5";
/** Path data of the menu icon (24×24, stroked). */
export const iconMenu = "M4 6h16M4 12h16M4 18h16";
/** Path data of the back icon (24×24, stroked); drawn left-pointing as in left-to-right, mirrored by the `mirror` class. */
export const iconBack = "M19 12H5M11 6l-6 6 6 6";
/** Path data of the external icon (24×24, stroked). */
export const iconExternal = "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6";
/** Path data of the chevronDown icon (24×24, stroked). */
export const iconChevronDown = "M6 9l6 6 6-6";
/** Path data of the close icon (24×24, stroked). */
export const iconClose = "M6 6l12 12M18 6L6 18";

/** A decorative line icon (the text beside it carries the meaning). */
export function Icon({ path, size = 20 }: { path: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
