import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { withModals } from "../../testing/storyDecorators";
import { Button } from "./Button";
import { Modal } from "./Modal";
import "../../testing/storyStyles";

const meta = {
  title: "panel/shared/Modal",
  component: Modal,
  decorators: [withModals],
  args: {
    open: true,
    title: "جزئیات اعلان",
    children: <p>درخواست شما برای مراسم ختم در تاریخ ۱۴۰۴/۰۹/۰۳ ثبت شد.</p>,
    onClose: fn(),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A modal dialog named by its title, with a named close button. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "جزئیات اعلان" });
    await userEvent.click(within(dialog).getByRole("button", { name: "بستن" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button>ثبت</Button>
        <Button variant="secondary">انصراف</Button>
      </>
    ),
  },
};

/** A request runs: close, Escape and the overlay do nothing. */
export const CloseDisabled: Story = { args: { closeDisabled: true } };

/** The side menu's sheet, sliding in from the start edge. */
export const Sheet: Story = {
  args: {
    variant: "sheet",
    title: "منو",
    children: (
      <ul className="menu-list">
        <li>پروفایل</li>
        <li>کیف پول</li>
        <li>پشتیبانی</li>
      </ul>
    ),
  },
};

/** Text taller than the screen: the body scrolls and takes focus, so it scrolls by keyboard too. */
export const LongPersianText: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog");
    await expect(await within(dialog).findByRole("region", { name: /قوانین و مقررات/ })).toHaveAttribute(
      "tabindex",
      "0",
    );
  },
  args: {
    title: "قوانین و مقررات استفاده از پنل خدمت‌دهندگان مراسم مذهبی",
    children: (
      <div className="stack">
        {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
          <p key={n}>
            خدمت‌دهنده موظف است اطلاعات هویتی و مدارک خود را به‌درستی وارد کند و در صورت هرگونه تغییر، آن را در
            کوتاه‌ترین زمان به‌روزرسانی کند. مسئولیت درستی اطلاعات واردشده بر عهده‌ی خدمت‌دهنده است.
          </p>
        ))}
      </div>
    ),
  },
};

/** Two modals on the stack: only the top one shows; closing it returns to the one below. */
function Stacked() {
  const [second, setSecond] = useState(true);
  return (
    <>
      <Modal open title="نشانی‌ها" onClose={() => undefined}>
        <p>نشانی‌های ذخیره‌شده</p>
      </Modal>
      <Modal open={second} title="حذف نشانی" onClose={() => setSecond(false)}>
        <p>این نشانی حذف شود؟</p>
      </Modal>
    </>
  );
}

export const StackedModals: Story = {
  render: () => <Stacked />,
  play: async ({ canvasElement }) => {
    const top = await body(canvasElement).findByRole("dialog", { name: "حذف نشانی" });
    await userEvent.click(within(top).getByRole("button", { name: "بستن" }));
    await expect(await body(canvasElement).findByRole("dialog", { name: "نشانی‌ها" })).toBeVisible();
  },
};
