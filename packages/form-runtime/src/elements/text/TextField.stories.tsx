import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Text (type 1)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.text] } };

export const Filled: Story = {
  args: { elements: [fixtureElements.text], content: { fields: { e101_title: "تالار نور" } } },
};

export const WithError: Story = {
  args: { elements: [fixtureElements.text] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: {
    elements: [fixtureElements.text],
    content: { fields: { e101_title: "تالار نور" } },
    disabled: true,
  },
};
