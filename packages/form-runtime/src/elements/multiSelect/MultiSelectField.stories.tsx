import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Multi-select (type 7)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.multiSelect] } };

export const Filled: Story = {
  args: {
    elements: [fixtureElements.multiSelect],
    content: { fields: { e106_services: ["food", "flowers"] } },
  },
};

export const WithError: Story = {
  args: { elements: [{ ...fixtureElements.multiSelect, ...{ required_field: 1 } }] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: {
    elements: [fixtureElements.multiSelect],
    content: { fields: { e106_services: ["food", "flowers"] } },
    disabled: true,
  },
};
