import type { StorybookConfig } from "@storybook/react-vite";

// One Storybook for the whole repository: every package's and app's stories, beside their components.
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/*/src/**/*.stories.tsx", "../apps/*/src/**/*.stories.tsx"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
