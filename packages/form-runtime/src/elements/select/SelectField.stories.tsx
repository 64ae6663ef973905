import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Select (type 5)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.select] } };

export const Filled: Story = {
  args: { elements: [fixtureElements.select], content: { fields: { e105_ceremony: 61 } } },
};

export const WithError: Story = {
  args: { elements: [fixtureElements.select] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: { elements: [fixtureElements.select], content: { fields: { e105_ceremony: 61 } }, disabled: true },
};
