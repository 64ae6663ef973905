import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { fixtureCeremonies } from "../testing/enumerations";
import { createMemoryModuleAdapters } from "../testing/memoryModuleAdapters";
import { PriceEditor } from "./PriceEditor";
import { PriceModule } from "./PriceModule";

const meta = {
  title: "form-runtime/modules/PriceEditor",
  component: PriceEditor,
  args: {
    mode: "minimum",
    services: fixtureCeremonies,
    initial: [{ service_id: 101, minimum_price: 2_500_000, minimum_guest: 50 }],
    onSave: async () => undefined,
  },
} satisfies Meta<typeof PriceEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any parent other than PLACE or HOZE: minimum price and guests; rows not priced yet start empty. */
export const Minimum: Story = {};

/** PLACE (5) forms: maximum price and guests. */
export const PlaceMaxima: Story = {
  args: { mode: "maximum", initial: [{ service_id: 102, maximum_price: 90_000_000, maximum_guest: 400 }] },
};

/** HOZE (55) forms: only the long-term note. */
export const LongTermNote: Story = { args: { mode: "longTerm" } };

/** Typing past the limit is refused with a message. */
export const RefusesLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "حداقل قیمت (تومان) ختم قرآن" });
    await userEvent.type(input, "9999999999");
    await expect(input).toHaveValue("۹۹۹٬۹۹۹٬۹۹۹");
    await expect(canvas.getByRole("alert")).toBeInTheDocument();
  },
};

/** A pasted minus is refused with its own message and the previous value stays (never a silent free service). */
export const RefusesPastedMinus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "حداقل قیمت (تومان) مراسم عزاداری" });
    await userEvent.tripleClick(input);
    await userEvent.paste("-500");
    await expect(input).toHaveValue("۲٬۵۰۰٬۰۰۰");
    await expect(canvas.getByRole("alert")).toHaveTextContent("مبلغ منفی پذیرفته نیست");
  },
};

/** Saving with prices still empty asks before they are published as «رایگان (اهدایی)». */
export const AsksBeforeFreePrices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "ثبت اطلاعات" }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", {
      name: "قیمت برخی مراسم‌ها وارد نشده است",
    });
    await expect(dialog).toHaveTextContent("ختم قرآن");
  },
};

/** The price step with in-memory module adapters (load, save, server message). */
export const WithAdapters: Story = {
  render: () => (
    <PriceModule
      adapters={createMemoryModuleAdapters({
        delayMs: 400,
        fields: {
          service_price: { services: [{ service_id: 101, minimum_price: 1_000_000, minimum_guest: 20 }] },
        },
      })}
      formParentId={12}
      services={fixtureCeremonies}
    />
  ),
};

/** The price step when loading fails. */
export const LoadError: Story = {
  render: () => (
    <PriceModule
      adapters={createMemoryModuleAdapters({ loadFails: true })}
      formParentId={12}
      services={fixtureCeremonies}
    />
  ),
};
