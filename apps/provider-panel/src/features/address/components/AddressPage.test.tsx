import type { PickerMapProps } from "@ceremony/form-runtime/map";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef } from "react";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { createFakeServer, type FakeRequest, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { SELECTED_ADDRESS_KEY } from "../selectedAddress";
import { AddressPage } from "./AddressPage";

const a = messages.address;
const POINTS = { inside: { lat: 36.2879, lng: 59.6157 }, outside: { lat: 34.5, lng: 56.1 } };

/** jsdom has no canvas: a map stand-in that reports a move on mount and one per "pan" button. */
function FakeMap(props: PickerMapProps) {
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    latest.current.onMoveStart();
    latest.current.onMoveEnd(latest.current.initialCenter);
  }, []);
  return (
    <div role="application" aria-label={props.label}>
      {Object.entries(POINTS).map(([name, point]) => (
        <button
          key={name}
          type="button"
          onClick={() => {
            props.onMoveStart();
            props.onMoveEnd(point);
          }}
        >
          {`pan:${name}`}
        </button>
      ))}
    </div>
  );
}

const saved = (id: number, name: string) => ({
  id,
  name,
  address: `مشهد، ${name}`,
  number: "12",
  unit: null,
  postal_code: null,
  coordinates: [59.6, 36.3],
  meta_data: null,
  created_at: 1_763_769_600,
});

function addressServer(initial = [saved(2, "خانه"), saved(1, "محل کار")]) {
  let rows = [...initial];
  return createFakeServer({
    "GET /api/profile/address/list": () => ({ data: rows }),
    "POST /api/profile/address/create": (r) => {
      const body = r.body as { name: string; address: string; number: number };
      const row = { ...saved(3, body.name), address: body.address, number: String(body.number) };
      rows = [row, ...rows];
      return { data: row, message: "آدرس با موفقیت ثبت شد." };
    },
    "PUT /api/profile/address/delete": (r) => {
      const { id } = r.body as { id: number };
      rows = rows.filter((x) => x.id !== id);
      return { message: "آدرس حذف شد." };
    },
    "GET /api/location_service/coordination_search": (r: FakeRequest) => {
      const lat = Number(r.query.get("lat"));
      const inside = lat > 36 && lat < 36.5;
      return {
        data: {
          formatted_address: inside ? "مشهد، حرم مطهر" : "کویر",
          enumeration_location_id: inside ? 100101 : null,
          city: inside ? "مشهد" : null,
        },
      };
    },
  });
}

const pickerProps = { MapComponent: FakeMap, timings: { searchDelayMs: 10, gpsErrorMs: 10 } };

describe("AddressPage", () => {
  it("lists saved addresses and keeps the selected one on the device, per profile", async () => {
    const server = addressServer();
    await renderApp(<AddressPage pickerProps={pickerProps} />, {
      fetch: server.fetch,
      signedIn: true,
      activeProfileId: 101,
    });
    const user = userEvent.setup();
    await screen.findByText("خانه");
    expect(screen.getByText("مشهد، محل کار")).toBeInTheDocument();
    expect(screen.getAllByText(a.number("۱۲"))).toHaveLength(2);
    expect(screen.queryByText(a.selected)).toBeNull();
    await user.click(screen.getByRole("button", { name: `${a.select}: محل کار` }));
    const work = screen.getByText("محل کار").closest("li") as HTMLElement;
    expect(within(work).getByText(a.selected)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SELECTED_ADDRESS_KEY) ?? "{}")).toEqual({ "101": 1 });
  });

  it("registers a new address through the picker: outside the area cannot be confirmed, inside opens the detail form", async () => {
    const server = addressServer([]);
    const { toaster } = await renderApp(<AddressPage pickerProps={pickerProps} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    const user = userEvent.setup();
    expect(await screen.findByText(a.empty)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: a.add }));
    // The first open loads the map entry (OpenLayers) on demand; jsdom transforms it slowly.
    const picker = await screen.findByRole("dialog", { name: "نقطه فعلی شما" }, { timeout: 20_000 });
    const confirm = within(picker).getByRole("button", { name: "تایید موقعیت" });
    await user.click(within(picker).getByRole("button", { name: "pan:outside" }));
    expect(await within(picker).findByText("نقطه انتخابی در محدوده سرویس دهی نمی باشد")).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.click(within(picker).getByRole("button", { name: "pan:inside" }));
    expect(await within(picker).findByText("مشهد، حرم مطهر")).toBeInTheDocument();
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    const detail = await screen.findByRole("dialog", { name: "مشخصات آدرس" });
    expect(within(detail).getByLabelText(/آدرس/, { selector: "textarea, input[name=address]" })).toHaveValue(
      "مشهد، حرم مطهر",
    );
    await user.type(within(detail).getByLabelText(/عنوان آدرس/), "منزل پدری");
    await user.type(within(detail).getByLabelText(/پلاک/), "۱۴");
    await user.click(within(detail).getByRole("button", { name: "ثبت آدرس" }));
    expect(await screen.findByText("منزل پدری")).toBeInTheDocument();
    const post = server.requests.find((r) => r.method === "POST");
    expect(post?.body).toMatchObject({
      name: "منزل پدری",
      address: "مشهد، حرم مطهر",
      number: 14,
      coordinates: [59.6157, 36.2879],
      meta_data: { enumeration_location_id: 100101 },
    });
    expect(toaster.list().map((t) => t.text)).toContain("آدرس با موفقیت ثبت شد.");
    expect(screen.queryByRole("dialog")).toBeNull();
  }, 40_000);

  it("keeps the dialog and what was typed when the save is refused, at the field the server names (issue 26 item 9)", async () => {
    const refusals = [
      reply(500, { message: "خطای سیستمی رخ داده است.", code: 500 }),
      reply(400, {
        message: "«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد.",
        code: 1001,
        details: [{ path: "/body/name", message: "«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد." }],
      }),
    ];
    const server = createFakeServer({
      "GET /api/profile/address/list": () => ({ data: [] }),
      "POST /api/profile/address/create": (r) =>
        refusals.shift() ?? {
          data: { ...saved(3, "خانه"), address: (r.body as { address: string }).address },
        },
      "GET /api/location_service/coordination_search": () => ({
        data: { formatted_address: "مشهد، حرم مطهر", enumeration_location_id: 100101, city: "مشهد" },
      }),
    });
    const { toaster } = await renderApp(<AddressPage pickerProps={pickerProps} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    const user = userEvent.setup();
    await screen.findByText(a.empty);
    await user.click(screen.getByRole("button", { name: a.add }));
    const picker = await screen.findByRole("dialog", { name: "نقطه فعلی شما" }, { timeout: 20_000 });
    const confirm = within(picker).getByRole("button", { name: "تایید موقعیت" });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    const detail = await screen.findByRole("dialog", { name: "مشخصات آدرس" });
    await user.type(within(detail).getByLabelText("عنوان آدرس"), "خانه");
    await user.type(within(detail).getByLabelText("پلاک"), "۱۴");
    await user.type(within(detail).getByLabelText("واحد"), "2");

    // A failure that names no field: its toast, and both dialogs stay with everything typed.
    await user.click(within(detail).getByRole("button", { name: "ثبت آدرس" }));
    await waitFor(() => expect(toaster.list().map((t) => t.text)).toContain("خطای سیستمی رخ داده است."));
    expect(screen.getByRole("dialog", { name: "مشخصات آدرس" })).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "نقطه فعلی شما" })).toBeInTheDocument();
    expect(within(detail).getByLabelText("واحد")).toHaveValue("2");

    // A refusal naming the title: shown and focused there, no toast.
    await user.click(within(detail).getByRole("button", { name: "ثبت آدرس" }));
    const name = within(detail).getByLabelText("عنوان آدرس");
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription("«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد.");
    expect(name).toHaveFocus();
    expect(toaster.list()).toHaveLength(1);
    expect(within(detail).getByLabelText("پلاک")).toHaveValue("۱۴");

    await user.click(within(detail).getByRole("button", { name: "ثبت آدرس" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  }, 40_000);

  it("deletes after confirmation and forgets the selection of a deleted address", async () => {
    const server = addressServer();
    localStorage.setItem(SELECTED_ADDRESS_KEY, JSON.stringify({ "101": 2 }));
    await renderApp(<AddressPage pickerProps={pickerProps} />, {
      fetch: server.fetch,
      signedIn: true,
      activeProfileId: 101,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `${a.delete} خانه` }));
    const dialog = screen.getByRole("dialog", { name: a.deleteTitle });
    expect(dialog).toHaveTextContent(a.deleteConfirm("خانه"));
    await user.click(within(dialog).getByRole("button", { name: a.yes }));
    await waitFor(() => expect(screen.queryByText("خانه")).toBeNull());
    expect(server.requests.find((r) => r.method === "PUT")?.body).toEqual({ id: 2 });
    expect(JSON.parse(localStorage.getItem(SELECTED_ADDRESS_KEY) ?? "{}")).toEqual({});
  });

  it("shows the error view with a retry", async () => {
    const server = createFakeServer({
      "GET /api/profile/address/list": () => reply(500, { message: "x", code: 500 }),
    });
    await renderApp(<AddressPage />, { fetch: server.fetch, signedIn: true });
    expect(screen.getByRole("status", { name: messages.common.loading })).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.screenErrors.screenFetch);
    expect(screen.getByRole("button", { name: messages.gate.retry })).toBeInTheDocument();
  });
});
