// Apart from stateIcons.ts: the offline banner is in the first chunk and needs only this path.
/** A crossed-out signal: the device is offline. */
export const iconOffline =
  "M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.5a10 10 0 0 1 4.2-2.4M12 20h.01M2 8.8a15 15 0 0 1 4.3-2.6M13.5 10a10 10 0 0 1 5.5 2.5M10.7 5.1A15 15 0 0 1 22 8.8";
