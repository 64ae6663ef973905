import { createRoot } from "react-dom/client";

// Two module graphs, evaluated in two tasks: React here, the app in ./app/start (the "boot" chunk, preloaded by
// index.html, which also links its one stylesheet). Both in one task was the longest task of the load
// (scripts/startChunk.mjs).
// index.html always has #root (with the static splash inside).
const root = createRoot(document.getElementById("root") as HTMLElement);
void import("./app/start").then(({ start }) => start(root));
