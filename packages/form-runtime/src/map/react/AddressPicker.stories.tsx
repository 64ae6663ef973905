import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fixtureEnumerations } from "../../modules/testing/enumerations";
import { LocateError } from "../core/locateError";
import { type AddressValue, citiesFromEnumerations, type MapAdapters } from "../core/types";
import { createMemoryMapAdapters } from "../testing/memoryMapAdapters";
import { AddressPicker } from "./AddressPicker";

const cities = citiesFromEnumerations(fixtureEnumerations);
const never = () => new Promise<never>(() => undefined);

function Picker(props: {
  adapters: MapAdapters;
  open?: boolean;
  gpsErrorMs?: number;
  value?: AddressValue | null;
}) {
  const [value, setValue] = useState<AddressValue | null>(props.value ?? null);
  return (
    <div style={{ maxInlineSize: "40rem" }}>
      <AddressPicker
        value={value}
        onChange={setValue}
        adapters={props.adapters}
        cities={cities}
        defaultOpen={props.open ?? true}
        timings={props.gpsErrorMs ? { gpsErrorMs: props.gpsErrorMs } : undefined}
      />
      <pre dir="ltr" data-testid="value">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

const meta = {
  title: "form-runtime/map/AddressPicker",
  component: Picker,
  args: { adapters: createMemoryMapAdapters({ delayMs: 300, postalCode: "9133914567" }) },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const lineState = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector(".cr-picker__line")?.getAttribute("data-state");

/** Closed: the field with its open button. */
export const Closed: Story = { args: { open: false } };

/** Inside the service area (Mashhad): confirm is enabled. The offline base draws outlines and cities. */
export const Inside: Story = {};

/** The point lookup has not answered yet. */
export const Pending: Story = { args: { adapters: { ...createMemoryMapAdapters(), lookupPoint: never } } };

/** The point lies outside every service area. */
export const Outside: Story = { args: { adapters: createMemoryMapAdapters({ areas: [] }) } };

/** The point lookup failed. */
export const LookupError: Story = { args: { adapters: createMemoryMapAdapters({ lookupFails: true }) } };

/** The address search is pending (fired 2 s after typing stopped). */
export const Searching: Story = {
  args: { adapters: { ...createMemoryMapAdapters(), searchAddress: never } },
  play: async ({ canvasElement }) => {
    const body = dialog(canvasElement);
    await userEvent.type(body.getByRole("searchbox"), "حرم");
    await waitFor(() => expect(body.getByText("در حال جستجو...")).toBeInTheDocument(), { timeout: 4000 });
  },
};

/** Search results to fly to. */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const body = dialog(canvasElement);
    await userEvent.type(body.getByRole("searchbox"), "مشهد");
    await waitFor(() => expect(body.getByRole("button", { name: "حرم مطهر، مشهد" })).toBeInTheDocument(), {
      timeout: 4000,
    });
  },
};

/** The search found nothing. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const body = dialog(canvasElement);
    await userEvent.type(body.getByRole("searchbox"), "ناکجاآباد");
    await waitFor(() => expect(body.getByText("نتیجه ای یافت نشد")).toBeInTheDocument(), { timeout: 4000 });
  },
};

/** Locating failed: the GPS error box (held longer than the spec's 3 s so it can be inspected). */
export const GpsError: Story = {
  args: {
    adapters: { ...createMemoryMapAdapters(), locate: () => Promise.reject(new Error("denied")) },
    gpsErrorMs: 60_000,
  },
  play: async ({ canvasElement }) => {
    const body = dialog(canvasElement);
    await userEvent.click(body.getByRole("button", { name: "موقعیت من" }));
    await expect(await body.findByText("خطای GPS ...")).toBeInTheDocument();
  },
};

/** Location permission refused: how to allow it, kept until the map is moved or locate-me is tried again. */
export const LocationDenied: Story = {
  args: {
    adapters: {
      ...createMemoryMapAdapters(),
      locate: () => Promise.reject(new LocateError("denied", "User denied Geolocation")),
    },
  },
  play: async ({ canvasElement }) => {
    const body = dialog(canvasElement);
    // Once the map has loaded and settled: its first move (OpenLayers arrives as a lazy chunk, late on a busy
    // machine) would clear the hint as a move by the user does.
    await waitFor(() => expect(lineState(canvasElement)).toBe("inside"), { timeout: 15_000 });
    await userEvent.click(body.getByRole("button", { name: "موقعیت من" }));
    await expect(await body.findByText(/تنظیمات سایت/)).toBeInTheDocument();
  },
};

/** After confirm: the detail form 'مشخصات آدرس' pre-filled from the lookup, with the postal code. */
export const DetailForm: Story = {
  play: async ({ canvasElement }) => {
    const body = dialog(canvasElement);
    await waitFor(() => expect(lineState(canvasElement)).toBe("inside"), { timeout: 5000 });
    await userEvent.click(body.getByRole("button", { name: "تایید موقعیت" }));
    await expect(body.getByRole("dialog", { name: "مشخصات آدرس" })).toBeInTheDocument();
  },
};

/**
 * With XYZ tiles configured and their attribution (needs network; the pattern comes from configuration). Without
 * network the map says it cannot be shown, over the offline base.
 */
export const WithTiles: Story = {
  args: {
    adapters: createMemoryMapAdapters({
      tiles: {
        url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        maxZoom: 19,
        attributions: "© OpenStreetMap contributors",
        attributionUrl: "https://www.openstreetmap.org/copyright",
      },
    }),
  },
};
