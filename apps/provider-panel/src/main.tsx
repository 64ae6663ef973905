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
