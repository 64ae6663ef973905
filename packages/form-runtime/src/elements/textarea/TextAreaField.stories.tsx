import type { Meta, StoryObj } from "@storybook/react-vite";
import { FixtureForm } from "../../testing/FixtureForm";
import { fixtureElements } from "../../testing/serverElements";
import { pressSubmit } from "../../testing/storyHelpers";

const meta = {
  title: "form-runtime/Elements/Long text (type 2)",
  component: FixtureForm,
} satisfies Meta<typeof FixtureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { elements: [fixtureElements.textarea] } };

export const Filled: Story = {
  args: {
    elements: [fixtureElements.textarea],
    content: { fields: { e102_about: "سالن با ظرفیت ۳۰۰ نفر،\nدارای پارکینگ" } },
  },
};

export const WithError: Story = {
  args: { elements: [{ ...fixtureElements.textarea, ...{ required_field: 1 } }] },
  play: pressSubmit,
};

export const Disabled: Story = {
  args: {
    elements: [fixtureElements.textarea],
    content: { fields: { e102_about: "سالن با ظرفیت ۳۰۰ نفر،\nدارای پارکینگ" } },
    disabled: true,
  },
};
