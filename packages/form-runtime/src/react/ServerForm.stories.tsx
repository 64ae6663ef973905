import type { Meta, StoryObj } from "@storybook/react-vite";
import type { FormAdapters } from "../core/adapters";
import { fakeUpload } from "../testing/fakeAdapters";
import {
  fixtureElements,
  fixtureEnumerations,
  fixtureForm,
  fixtureValidations,
  untypedElements,
} from "../testing/serverElements";
import { FormRuntimeProvider } from "./FormRuntimeProvider";
import { ServerForm, type ServerFormProps } from "./ServerForm";

const never = () => new Promise<never>(() => {});
const base: FormAdapters = {
  upload: fakeUpload,
  storage: null,
  loadForm: async () => fixtureForm,
  loadEnumerations: async () => fixtureEnumerations,
  loadValidations: async () => fixtureValidations,
  submit: async () => ({ message: "ثبت شد" }),
};

function StateStory({ adapters, ...props }: ServerFormProps) {
  return (
    <FormRuntimeProvider adapters={{ ...base, ...adapters }} showDiagnostics>
      <ServerForm {...props} />
    </FormRuntimeProvider>
  );
}

const meta = {
  title: "form-runtime/Form states",
  component: StateStory,
} satisfies Meta<typeof StateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Creating: no content id, every input type. */
export const Create: Story = { args: { formId: 12 } };

export const Loading: Story = { args: { formId: 12, adapters: { loadForm: never } } };

export const LoadError: Story = {
  args: { formId: 12, adapters: { loadForm: async () => Promise.reject(new Error("500")) } },
};

export const MissingFormId: Story = { args: { formId: null } };

/** Editing: content is loaded by id and the submit goes out as edit. */
export const Editing: Story = {
  args: {
    formId: 12,
    contentId: 40,
    adapters: {
      loadContent: async () => ({
        fields: { e101_title: "تالار نور", e103_capacity: 300, e105_ceremony: 62, e106_services: ["sound"] },
      }),
    },
  },
};

/** A draft awaits admin review: it pre-fills the form and the notice shows. */
export const DraftUnderReview: Story = {
  args: {
    formId: 12,
    contentId: 40,
    adapters: {
      loadContent: async () => ({
        fields: { e101_title: "تالار نور" },
        draft: { content: { fields: { e101_title: "تالار نور (ویرایش)" } } },
      }),
    },
  },
};

/** Submitting: the server does not answer, so the button stays busy. */
export const Submitting: Story = {
  args: { formId: 12, elements: [fixtureElements.textarea], adapters: { submit: never } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "ثبت اطلاعات" }));
  },
};

/** Errors on submit: the first failing field is scrolled into view and focused. */
export const SubmitWithErrors: Story = {
  args: { formId: 12 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "ثبت اطلاعات" }));
  },
};

/** Production look of a malformed element: a quiet placeholder instead of the diagnostic. */
export const QuietPlaceholderInProduction: Story = {
  args: {
    formId: 12,
    elements: untypedElements([fixtureElements.text, { id: 5, input_type: 1 }]),
    showDiagnostics: false,
  },
};
