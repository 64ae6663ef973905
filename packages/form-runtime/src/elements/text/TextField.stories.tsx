import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Text (type 1)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.text] } };

export const Filled: Story = {
  args: { elements: [fixtureElements.text], content: { fields: { e101_title: "تالار نور" } } },
};

export const WithError: Story = {
  args: { elements: [fixtureElements.text] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: {
    elements: [fixtureElements.text],
    content: { fields: { e101_title: "تالار نور" } },
    disabled: true,
  },
};

const shebaElement = {
  id: 9007,
  name: "sheba",
  caption: "شماره شبا",
  input_type: 1,
  data_type: 1,
  required_field: 1,
  setting: { shaba_field: true },
  status_id: 1,
};

/** A sheba field (`setting.shaba_field`): a fixed IR, 24 digits, the bank's name; bad check digits on submit. */
export const Sheba: Story = {
  args: { elements: [shebaElement], content: { fields: { e9007_sheba: "IR000000000000000000000000" } } },
  play: pressSubmit,
};
