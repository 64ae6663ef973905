import { readFileSync } from "node:fs";
import type { StorybookConfig } from "@storybook/react-vite";

const staticBuild = process.argv.includes("build");
const panel = (file: string) =>
  JSON.parse(readFileSync(new URL(`../apps/provider-panel/${file}`, import.meta.url), "utf8"));

// One Storybook for the whole repository: every package's and app's stories, beside their components.
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/*/src/**/*.stories.tsx", "../apps/*/src/**/*.stories.tsx"],
  // axe on every story: the Accessibility panel in `pnpm storybook`, and a failing test in `pnpm test:stories`. Not in
  // the static build (`storybook build`): the panel writes its colour-vision filters into the preview with an inline
  // style attribute, which the build's Content-Security-Policy refuses, and the Vitest widget cannot run tests there.
  addons: staticBuild ? [] : ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // The panel's build-time constants (its vite.config.ts defines them the same way), for the screens that show the version.
  viteFinal: (vite) => ({
    ...vite,
    define: {
      ...vite.define,
      __APP_VERSION__: JSON.stringify(panel("package.json").version),
      __APP_VERSION_CODE__: JSON.stringify(panel("public/changelog.json").version_code),
    },
  }),
  // The static build is served under the panel's Content-Security-Policy (style-src 'self', no inline style
  // blocks): these inspection tools write <style> elements into the preview at run time, so they are off (the
  // browser's developer tools measure and outline as well). See docs/decisions/security-and-pwa.md.
  features: { backgrounds: false, highlight: false, measure: false, outline: false },
};

export default config;
