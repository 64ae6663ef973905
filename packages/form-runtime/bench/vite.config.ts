import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One production page per engine; the manifest lets the driver sum the JavaScript each page loads up front.
export default defineConfig({
  root: here("."),
  base: "./",
  plugins: [react()],
  build: {
    outDir: here("./results/dist"),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: {
        floor: here("./floor.html"),
        ours: here("./ours.html"),
        rjsf: here("./rjsf.html"),
        jsonforms: here("./jsonforms.html"),
        tanstack: here("./tanstack.html"),
      },
    },
  },
});
