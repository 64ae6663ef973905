import type { Meta, StoryObj } from "@storybook/react-vite";
import { SeededForm } from "./SeededForm";

/**
 * Every form the reference server seeds, rendered as providers see it (generated from the server's initial data:
 * `pnpm --filter @ceremony/reference-api fixtures:forms`; a test there fails while the fixtures are stale, and one
 * here fails while a seeded form has no story).
 */
const meta = {
  title: "form-runtime/Seeded forms",
  component: SeededForm,
} satisfies Meta<typeof SeededForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hall: Story = { name: "501 تالار و سالن", args: { formId: 501 } };
export const Mosque: Story = { name: "502 مسجد و حسینیه", args: { formId: 502 } };
export const Madahi: Story = { name: "301 مداحی", args: { formId: 301 } };
export const Rowzeh: Story = { name: "302 روضه خوانی", args: { formId: 302 } };
export const Speech: Story = { name: "303 سخنرانی", args: { formId: 303 } };
export const WeeklyPlan: Story = { name: "5501 برنامه هفتگی جلسات قرآن و احکام", args: { formId: 5501 } };
export const LegalProfile: Story = { name: "90 پروفایل حقوقی", args: { formId: 90 } };
export const AddAgent: Story = { name: "91 افزودن وکیل یا نماینده", args: { formId: 91 } };
