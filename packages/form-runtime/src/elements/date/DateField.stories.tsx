import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Jalali date (types 13, 14)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.date] } };

export const Filled: Story = {
  args: { elements: [fixtureElements.date], content: { fields: { e110_founded: 1710880200 } } },
};

export const WithError: Story = {
  args: { elements: [{ ...fixtureElements.date, ...{ required_field: 1 } }] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: {
    elements: [fixtureElements.date],
    content: { fields: { e110_founded: 1710880200 } },
    disabled: true,
  },
};
