import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/0/1 checkbox (type 15)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.flag] } };

export const Filled: Story = {
  args: { elements: [fixtureElements.flag], content: { fields: { e111_vendor: 1 } } },
};

export const WithError: Story = {
  args: { elements: [{ ...fixtureElements.flag, ...{ required_field: 1 } }] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: { elements: [fixtureElements.flag], content: { fields: { e111_vendor: 1 } }, disabled: true },
};
