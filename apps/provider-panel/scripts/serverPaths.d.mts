export const serverPaths: string[];
export const navigateFallbackDenylist: RegExp[];
