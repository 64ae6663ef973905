import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";

const meta = {
  title: "form-runtime/Elements/Hidden static value (type 30)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is shown: the static value is sent under its plain name with the text field. */
export const Empty: Story = { args: { elements: [fixtureElements.static, fixtureElements.textarea] } };

export const Filled: Story = {
  args: { elements: [{ ...fixtureElements.static, value: 6 }, fixtureElements.textarea] },
};

export const Disabled: Story = {
  args: { elements: [fixtureElements.static, fixtureElements.textarea], disabled: true },
};
