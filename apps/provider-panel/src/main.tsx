import "@fontsource-variable/vazirmatn";
import "./styles.css";
import { StrictMode, startTransition } from "react";
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
  // index.html already shows the splash, so the first render need not block: as a transition React renders it in
  // slices of a few milliseconds, yielding to the browser between them, instead of one long task (the 0.9 s start-up
  // task Lighthouse counted as blocking time on a 4× slower CPU).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App services={services} router={router} />
      </StrictMode>,
    );
  });
}
