import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { SubmitRequest, SubmitResult } from "../../core/adapters";
import type { ElementOf } from "../../core/types";
import { defaultRenderers } from "../../elements/defaultRenderers";
import { fixtureEnumerations } from "../../modules/testing/enumerations";
import { ServerForm } from "../../react/ServerForm";
import type { ElementRendererProps } from "../../react/types";
import { citiesFromEnumerations } from "../core/types";
import { mapRenderers } from "../mapRenderers";
import { FakePickerMap } from "../testing/FakePickerMap";
import { createMemoryMapAdapters } from "../testing/memoryMapAdapters";
import { type MapRuntime, MapRuntimeProvider } from "./MapRuntimeContext";

// Whole user flows (open, wait, type, submit) on a machine shared by several jobs: 5 s is too tight.
const FLOW_TIMEOUT = 20_000;

const element = {
  kind: "location",
  id: 70,
  name: "address",
  key: "e70_address",
  caption: "آدرس",
  helpText: "",
  inputType: 28,
  dataType: 1,
  required: true,
  validationId: null,
  priority: 1,
  vendor: false,
  enumerationId: null,
  options: [],
  folder: "public",
  staticValue: null,
  noFuture: false,
  sheba: false,
} satisfies ElementOf<"location">;

function props(overrides: Partial<ElementRendererProps<"location">> = {}): ElementRendererProps<"location"> {
  return {
    element,
    value: null,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    error: null,
    disabled: false,
    ids: { control: "c", label: "l", help: "h", error: "e", describedBy: undefined },
    options: [],
    adapters: {},
    onDiagnostic: vi.fn(),
    ...overrides,
  };
}

/** A map runtime over the in-memory adapters and the fake map (no OpenLayers in jsdom). */
const memoryRuntime = (): MapRuntime => ({
  adapters: createMemoryMapAdapters(),
  cities: citiesFromEnumerations(fixtureEnumerations),
  pickerProps: { MapComponent: FakePickerMap },
});

/** Open the picker, confirm the centre point and return the detail dialog. */
async function confirmPoint(user: ReturnType<typeof userEvent.setup>, openButton: HTMLElement) {
  await user.click(openButton);
  await waitFor(() => expect(screen.getByRole("button", { name: "تایید موقعیت" })).toBeEnabled());
  await user.click(screen.getByRole("button", { name: "تایید موقعیت" }));
  return screen.getByRole("dialog", { name: "مشخصات آدرس" });
}

describe("mapRenderers.location (input type 28)", { timeout: FLOW_TIMEOUT }, () => {
  it("renders the address picker and hands the chosen address to the form as JSON", async () => {
    const user = userEvent.setup({ delay: null });
    const Location = mapRenderers.location;
    const p = props();
    render(
      <MapRuntimeProvider value={memoryRuntime()}>
        <Location {...p} />
      </MapRuntimeProvider>,
    );
    const detail = await confirmPoint(user, screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    await user.type(within(detail).getByLabelText("عنوان آدرس"), "خانه");
    await user.type(within(detail).getByLabelText("پلاک"), "5");
    await user.click(within(detail).getByRole("button", { name: "ثبت آدرس" }));
    expect(p.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: "خانه", number: 5, unit: null, coordinates: [59.61, 36.28] }),
    );
  });

  it("reports a missing map runtime and a stored value that is not an address", () => {
    const Location = mapRenderers.location;
    const p = props({ value: "not an address" });
    render(<Location {...p} />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(p.onDiagnostic).toHaveBeenCalledTimes(2);
  });

  it("replaces the engine's placeholder for input type 28 and submits the address under e{id}_{name}", async () => {
    const submit = vi.fn(async (_request: SubmitRequest): Promise<SubmitResult> => ({ message: "ثبت شد" }));
    const user = userEvent.setup({ delay: null });
    render(
      <MapRuntimeProvider value={memoryRuntime()}>
        <ServerForm
          formId={1}
          elements={[
            {
              id: 112,
              name: "position",
              caption: "موقعیت روی نقشه",
              input_type: 28,
              data_type: 1,
              priority: 1,
            },
          ]}
          adapters={{ submit, storage: null }}
          renderers={{ ...defaultRenderers, ...mapRenderers }}
        />
      </MapRuntimeProvider>,
    );
    const detail = await confirmPoint(
      user,
      await screen.findByRole("button", { name: "انتخاب آدرس روی نقشه" }),
    );
    await user.type(within(detail).getByLabelText("عنوان آدرس"), "خانه");
    await user.type(within(detail).getByLabelText("پلاک"), "9");
    await user.type(within(detail).getByLabelText("واحد"), "2{Enter}");
    // Enter in the detail form submits only that form, never the server form around the field.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[0].body).toMatchObject({
      e112_position: { name: "خانه", number: 9, unit: 2, coordinates: [59.61, 36.28] },
    });
  });
});
