import type { Plugin } from "vite";
export const INERT_EVENT_CLIENT: string;
export function noDevtoolsEvents(): Plugin;
