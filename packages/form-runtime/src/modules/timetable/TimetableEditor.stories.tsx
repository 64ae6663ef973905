import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { createMemoryModuleAdapters } from "../testing/memoryModuleAdapters";
import { TimePickerModal } from "./TimePickerModal";
import { TimetableEditor } from "./TimetableEditor";
import { TimetableModule } from "./TimetableModule";

const meta = {
  title: "form-runtime/modules/TimetableEditor",
  component: TimetableEditor,
  args: {
    initial: {
      active_all_time: false,
      periods: [
        { day: 0, from: "08:00", to: "12:00" },
        { day: 0, from: "16:00", to: "21:30" },
        { day: 3, from: "09:00", to: "13:00" },
      ],
    },
    onSave: async () => undefined,
  },
} satisfies Meta<typeof TimetableEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Periods on Saturday and Tuesday. */
export const WithPeriods: Story = {};

/** Empty week: add a time and pick it with the wheels. */
export const Empty: Story = { args: { initial: { active_all_time: false, periods: [] } } };

/** 24-hour mode: no periods needed. */
export const AllTime: Story = { args: { initial: { active_all_time: true, periods: [] } } };

/** Saving highlights the first failing period (Wednesday, end before start) and selects its tab. */
export const FirstFailureHighlighted: Story = {
  args: {
    initial: {
      active_all_time: false,
      periods: [
        { day: 1, from: "08:00", to: "12:00" },
        { day: 4, from: "18:00", to: "10:00" },
        { day: 6, from: "", to: "" },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "ثبت اطلاعات" }));
    await expect(canvas.getByRole("tab", { name: /^چهارشنبه/ })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("alert")).toHaveTextContent("ساعت پایان باید بعد از ساعت شروع باشد");
  },
};

/** The time-picker modal on its own: hour (24) and minute (60) wheels. */
export const TimePicker: Story = {
  render: () => (
    <TimePickerModal
      title="شنبه، از ساعت"
      initial="08:30"
      onConfirm={() => undefined}
      onCancel={() => undefined}
    />
  ),
};

/** The timeline step with in-memory module adapters. */
export const WithAdapters: Story = {
  render: () => (
    <TimetableModule
      adapters={createMemoryModuleAdapters({
        delayMs: 300,
        fields: {
          timeline: {
            timetable: { active_all_time: false, periods: [{ day: 2, from: "10:00", to: "14:00" }] },
          },
        },
      })}
    />
  ),
};
