import "@fontsource-variable/vazirmatn";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { createServices } from "./app/createServices";
import { createAppRouter } from "./app/router";

let router: ReturnType<typeof createAppRouter> | null = null;
const services = createServices({
  onSessionExpired: () => {
    services.session.expire();
    void router?.navigate({ to: "/", replace: true });
  },
});
router = createAppRouter(services);

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
}

// The service worker (offline shell, cached hashed assets) registers after the first paint, in its own chunk.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    void import("./features/update/registerServiceWorker")
      .then((m) => m.registerServiceWorker())
      .catch(() => {
        // No service worker (private mode, blocked): the panel works online as before.
      });
  });
}
