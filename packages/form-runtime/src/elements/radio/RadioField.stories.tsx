import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Radio (type 8)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.radio] } };

export const Filled: Story = {
  args: { elements: [fixtureElements.radio], content: { fields: { e107_gender: 2 } } },
};

export const WithError: Story = {
  args: { elements: [{ ...fixtureElements.radio, ...{ required_field: 1 } }] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: { elements: [fixtureElements.radio], content: { fields: { e107_gender: 2 } }, disabled: true },
};
