import type { Plugin } from "vite";
export const INERT_EVENT_CLIENT: string;
export const PASS_THROUGH_THROTTLE: string;
export function noDevtoolsEvents(): Plugin;
