import type { StorybookConfig } from "@storybook/react-vite";

// One Storybook for the whole repository: every package's and app's stories, beside their components.
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/*/src/**/*.stories.tsx", "../apps/*/src/**/*.stories.tsx"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // The static build is served under the panel's Content-Security-Policy (style-src 'self', no inline style
  // blocks): these inspection tools write <style> elements into the preview at run time, so they are off (the
  // browser's developer tools measure and outline as well). See docs/decisions/security-and-pwa.md.
  features: { backgrounds: false, highlight: false, measure: false, outline: false },
};

export default config;
