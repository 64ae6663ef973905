import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { withModals } from "../../testing/storyDecorators";
import { ConfirmDialog } from "./ConfirmDialog";
import "../../testing/storyStyles";

const meta = {
  title: "panel/shared/ConfirmDialog",
  component: ConfirmDialog,
  decorators: [withModals],
  args: {
    open: true,
    title: "حذف نشانی",
    children: <p>این نشانی از فهرست نشانی‌های شما حذف می‌شود. ادامه می‌دهید؟</p>,
    confirmLabel: "حذف",
    cancelLabel: "انصراف",
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A modal dialog named by its title, focus inside it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "حذف نشانی" });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};

/** The action runs: the dialog stays, its buttons off, a spinner on confirm. */
export const Busy: Story = { args: { busy: true } };

export const LongPersianText: Story = {
  args: {
    title: "لغو پذیرش درخواست مراسم ختم و اطلاع‌رسانی به مشتری",
    children: (
      <p>
        با لغو پذیرش، درخواست دوباره برای خدمت‌دهندگان دیگر فرستاده می‌شود و امتیاز شما ممکن است کاهش یابد. مبلغ
        پیش‌پرداخت مشتری بازگردانده می‌شود و این کار قابل بازگشت نیست.
      </p>
    ),
    confirmLabel: "لغو پذیرش درخواست",
    cancelLabel: "منصرف شدم",
  },
};
