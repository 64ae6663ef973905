import type { Meta, StoryObj } from "@storybook/react-vite";
import { fixtureEnumerations, fixtureForm, fixtureValidations } from "../testing/serverElements";
import { Playground } from "./Playground";

const example = JSON.stringify(
  {
    form: { id: 12, title: "ثبت تالار" },
    elements: fixtureForm,
    enumerations: fixtureEnumerations,
    validations: fixtureValidations,
    values: { e101_title: "تالار نور" },
  },
  null,
  2,
);

const meta = {
  title: "form-runtime/Playground",
  component: Playground,
  parameters: { layout: "fullscreen", ownLayout: true, viewport: { disable: true } },
  globals: { viewport: { value: undefined } },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paste a server payload on the left; the phone frame on the right renders it at once. */
export const Default: Story = { args: { initialJson: example } };
