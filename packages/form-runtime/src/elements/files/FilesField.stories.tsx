import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Multiple files (type 10)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.files] } };

export const Filled: Story = {
  args: {
    elements: [fixtureElements.files],
    content: { fields: { e109_gallery: ["public/salon-1.jpg", "public/salon-2.jpg"] } },
  },
};

export const WithError: Story = {
  args: { elements: [{ ...fixtureElements.files, ...{ required_field: 1 } }] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: {
    elements: [fixtureElements.files],
    content: { fields: { e109_gallery: ["public/salon-1.jpg", "public/salon-2.jpg"] } },
    disabled: true,
  },
};
