import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../../../testing/storyDecorators";
import type { ProviderContent, ServiceGroup } from "../serviceTree";
import { ServiceCategoryCard } from "./ServiceCategoryCard";
import "../../../testing/storyStyles";
// The card's rules live with the screens that list it (My services, New service).
import "../services.css";

const content = (
  id: number,
  status: ProviderContent["content"]["status_id"],
  over: Partial<ProviderContent> = {},
): ProviderContent => ({
  id,
  form_id: 301,
  content_id: id,
  form: { id: 301, title: "مداحی", parent_id: 3 },
  content: { status_id: status, form_id: 301, created_at: 1_763_000_000 },
  ...over,
});

const group: ServiceGroup = {
  id: 3,
  title: "خدمات مراسم",
  items: [
    content(1, 1, { title: "مداحی مجالس ختم" }),
    content(2, 4, { progress: { done: 2, total: 5 } }),
    content(3, 0),
    content(4, 2, { title: "روضه‌ی خانگی" }),
    content(5, 1, { pending_change: true }),
  ],
};

function Category({ group, initiallyOpen }: { group: ServiceGroup; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return <ServiceCategoryCard group={group} open={open} onToggle={() => setOpen((o) => !o)} />;
}

const meta = {
  title: "panel/items/ServiceCategoryCard",
  component: Category,
  decorators: [withRouter("/panel/services")],
  args: { group, initiallyOpen: false },
} satisfies Meta<typeof Category>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the category and its count; the toggle opens it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole("button", { name: /خدمات مراسم/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

/** Open: each service with its status (approved, draft with progress, waiting, rejected, edit pending). */
export const Open: Story = { args: { initiallyOpen: true } };

export const LongPersianText: Story = {
  args: {
    initiallyOpen: true,
    group: {
      id: 55,
      title: "طرح‌های بلندمدت حوزوی و برنامه‌های آموزشی هفتگی مساجد و حسینیه‌ها",
      items: [
        content(6, 1, {
          title: "برنامه‌ی هفتگی جلسات آموزش قرآن کریم، احکام و اخلاق برای نوجوانان محله",
          form: { id: 5501, title: "برنامه هفتگی جلسات قرآن و احکام", parent_id: 55 },
        }),
      ],
    },
  },
};
