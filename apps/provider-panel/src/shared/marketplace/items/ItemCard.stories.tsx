import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { testInitialData } from "../../../testing/initialDataFixture";
import { Button } from "../../ui/Button";
import { ItemCard } from "./ItemCard";
import { storyItem } from "./itemFixtures";
import "../../../testing/storyStyles";

const meta = {
  title: "panel/items/ItemCard",
  component: ItemCard,
  args: {
    item: storyItem(1),
    enumerations: testInitialData.enumerations,
    statusKind: "request",
    statusEnumerationId: testInitialData.constants.request_status_enumeration_id,
    onDetail: fn(),
  },
} satisfies Meta<typeof ItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A request on the requests list: ceremony, customer, date and time, address, price, status; named by its title. */
export const Request: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: "ختم" });
    await expect(within(card).getByRole("button", { name: "جزئیات" })).toBeEnabled();
  },
};

/** With the list's actions under it. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button>اعلام آمادگی</Button>
        <Button variant="danger">رد درخواست</Button>
      </>
    ),
  },
};

/** A dedication: price 0 reads as free of charge. */
export const Free: Story = {
  args: { item: storyItem(2, { price: 0, factor: { final_price: 0, total: 0 } }) },
};

/** This provider's answer on an invoice list (offer status). */
export const Offer: Story = {
  args: {
    item: storyItem(3, { status_id: 1, offer_status_id: 1 }),
    statusKind: "offer",
    statusEnumerationId: testInitialData.constants.accepted_status_enumeration_id,
  },
};

/** What the initial data does not name: the order number, an unknown customer and status. */
export const Unknowns: Story = {
  args: {
    item: storyItem(4, {
      status_id: 5,
      properties: {},
      customer: { id: 10, first_name: null, last_name: null, pic: null },
    }),
  },
};

export const LongPersianText: Story = {
  args: {
    item: storyItem(5, {
      customer: { id: 11, first_name: "سیدمحمدحسین", last_name: "میرعمادی طباطبایی‌نژاد اصفهانی", pic: null },
      properties: {
        ceremony_id: 62,
        time: { start: 1_763_985_600, end: 1_763_996_400 },
        address: {
          address:
            "خراسان رضوی، مشهد، بلوار شهید دکتر علی شریعتی، نبش کوچه‌ی شهید محمدرضا حسینی‌نژاد، حسینیه‌ی اعظم انصارالمهدی، طبقه‌ی همکف",
        },
      },
    }),
  },
};

/** Inside the detail overlay: no detail button. */
export const InDetail: Story = { args: { hideDetailButton: true } };
