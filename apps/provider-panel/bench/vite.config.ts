import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The scroll bench page, built for production (the panel's own config adds the router, PWA and chunking it does
// not need).
export default defineConfig({
  root: here("."),
  base: "./",
  plugins: [react()],
  build: {
    outDir: here("./results/dist"),
    emptyOutDir: true,
    rolldownOptions: { input: { scroll: here("./scroll.html") } },
  },
});
