import type { Meta, StoryObj } from "@storybook/react-vite";
import { FIXTURE_PROVINCE_PARENT } from "../../modules/testing/enumerations";
import { createMemoryModuleAdapters } from "../../modules/testing/memoryModuleAdapters";
import { createMemoryMapAdapters } from "../testing/memoryMapAdapters";
import { LocationStep } from "./LocationStep";

const meta = {
  title: "form-runtime/map/LocationStep",
  component: LocationStep,
  args: {
    adapters: createMemoryModuleAdapters({ delayMs: 300 }),
    mapAdapters: createMemoryMapAdapters({ delayMs: 300 }),
    formParentId: 12,
    provinceParentId: FIXTURE_PROVINCE_PARENT,
  },
} satisfies Meta<typeof LocationStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: saving shows the first rule's message. */
export const Empty: Story = {};

/** A place-type form (PLACE): one city at most. */
export const PlaceForm: Story = { args: { formParentId: 5 } };

/** Loaded with a province, a city and an address. */
export const Loaded: Story = {
  args: {
    adapters: createMemoryModuleAdapters({
      fields: {
        location: {
          enumerations: [1, 11],
          address_object: {
            name: "خانه",
            unit: 2,
            number: 14,
            address: "مشهد، خیابان امام رضا، کوچه ۱۲",
            coordinates: [59.6157, 36.2879],
            meta_data: {
              formatted_address: "مشهد، خیابان امام رضا",
              enumeration_location_id: 11,
              city: "مشهد",
            },
          },
        },
      },
    }),
  },
};
