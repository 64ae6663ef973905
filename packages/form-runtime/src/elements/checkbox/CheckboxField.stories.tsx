import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Checkbox (type 4)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.checkbox] } };

export const Filled: Story = {
  args: { elements: [fixtureElements.checkbox], content: { fields: { e104_parking: true } } },
};

export const WithError: Story = {
  args: { elements: [{ ...fixtureElements.checkbox, ...{ required_field: 1 } }] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: { elements: [fixtureElements.checkbox], content: { fields: { e104_parking: true } }, disabled: true },
};
