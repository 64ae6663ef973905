import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";

// Plays wait for what a story shows after a lazy module or a timed adapter; on a machine shared by several jobs
// that can pass the 1 s default of `findBy*`/`waitFor` (a wrong state still fails, only later).
configure({ asyncUtilTimeout: 5_000 });

// Stories render as the product does: Persian, right-to-left, phone-sized. Vazirmatn is bundled by the app,
// not by packages, so stories fall back to system fonts that carry Persian glyphs.
const preview: Preview = {
  parameters: {
    layout: "padded",
    // axe runs on every story; under the Vitest addon (`pnpm test:stories`) a violation fails the story.
    a11y: { test: "error" },
    viewport: {
      options: {
        phone: { name: "Phone (360 × 740)", styles: { width: "360px", height: "740px" }, type: "mobile" },
        largePhone: {
          name: "Large phone (414 × 896)",
          styles: { width: "414px", height: "896px" },
          type: "mobile",
        },
        tablet: { name: "Tablet (834 × 1112)", styles: { width: "834px", height: "1112px" }, type: "tablet" },
      },
    },
  },
  initialGlobals: { viewport: { value: "phone", isRotated: false } },
  decorators: [
    (Story, context) => {
      document.documentElement.lang = "fa";
      document.documentElement.dir = "rtl";
      return (
        <div
          dir="rtl"
          lang="fa"
          style={{
            fontFamily: 'Vazirmatn, "Noto Sans Arabic", Tahoma, system-ui, sans-serif',
            // A story that lays out its own page (the Playground: editor beside a phone frame) opts out.
            maxInlineSize: context.parameters.ownLayout ? undefined : 480,
          }}
        >
          <Story />
        </div>
      );
    },
  ],
};

export default preview;
