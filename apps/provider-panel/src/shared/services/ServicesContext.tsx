import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import type { TokenState } from "../session/session";
import type { AppServices } from "./services";

const ServicesContext = createContext<AppServices | null>(null);

/** Provides the app services to components. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The app services of the nearest provider. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices needs a ServicesProvider");
  return services;
}

/** The token state, re-rendering on sign-in and sign-out. */
export function useTokenState(): TokenState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
