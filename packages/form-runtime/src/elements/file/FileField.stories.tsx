import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Single file (type 9)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.file] } };

export const Filled: Story = {
  args: { elements: [fixtureElements.file], content: { fields: { e108_license: "licenses/mojavez.pdf" } } },
};

export const WithError: Story = {
  args: { elements: [{ ...fixtureElements.file, ...{ required_field: 1 } }] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: {
    elements: [fixtureElements.file],
    content: { fields: { e108_license: "licenses/mojavez.pdf" } },
    disabled: true,
  },
};
