import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";

const meta = {
  title: "form-runtime/Elements/Unknown and malformed",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An input type the engine does not know: a fallback, never a crash. */
export const UnknownInputType: Story = {
  args: {
    elements: [{ id: 90, name: "odd", caption: "نوع ناشناخته", input_type: 42 }, fixtureElements.text],
  },
};

/** A malformed element: its diagnostic shows while the valid element renders. */
export const MalformedElement: Story = {
  args: { elements: [fixtureElements.text, { id: 91, name: 7, input_type: "text" }] },
};

/** A list field whose saved value is not a list: the failure-fields placeholder. */
export const ListFieldWithNonListValue: Story = {
  args: { elements: [fixtureElements.multiSelect], content: { fields: { e106_services: "food" } } },
};
