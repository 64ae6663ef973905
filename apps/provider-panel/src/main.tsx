import "@fontsource-variable/vazirmatn";
import "./fonts/vazirmatn-core.gen.css";
import "./styles.css";
import { createRoot } from "react-dom/client";
import { start } from "./app/start";

// index.html always has #root (with the static splash inside).
void start(createRoot(document.getElementById("root") as HTMLElement));
