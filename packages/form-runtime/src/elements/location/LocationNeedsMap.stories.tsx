import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Location (type 28)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.location] } };

export const Filled: Story = {
  args: {
    elements: [fixtureElements.location],
    content: { fields: { e112_position: { coordinates: [59.61, 36.28] } } },
  },
};

export const WithError: Story = {
  args: { elements: [{ ...fixtureElements.location, ...{ required_field: 1 } }] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: {
    elements: [fixtureElements.location],
    content: { fields: { e112_position: { coordinates: [59.61, 36.28] } } },
    disabled: true,
  },
};
