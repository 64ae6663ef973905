import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Numeric text (type 2, numeric data)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.numeric] } };

export const Filled: Story = {
  args: { elements: [fixtureElements.numeric], content: { fields: { e103_capacity: 250 } } },
};

export const WithError: Story = {
  args: { elements: [fixtureElements.numeric] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: { elements: [fixtureElements.numeric], content: { fields: { e103_capacity: 250 } }, disabled: true },
};
