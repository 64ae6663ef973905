import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FIXTURE_PROVINCE_PARENT } from "../../modules/testing/enumerations";
import { createMemoryModuleAdapters } from "../../modules/testing/memoryModuleAdapters";
import { memoryStorage } from "../../modules/testing/memoryStorage";
import { FakePickerMap } from "../testing/FakePickerMap";
import { createMemoryMapAdapters } from "../testing/memoryMapAdapters";
import { LocationStep } from "./LocationStep";

// Whole user flows (open, wait, type, submit) on a machine shared by several jobs: 5 s is too tight.
const FLOW_TIMEOUT = 20_000;

async function chooseAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "تایید موقعیت" })).toBeEnabled());
  await user.click(screen.getByRole("button", { name: "تایید موقعیت" }));
  const detail = screen.getByRole("dialog", { name: "مشخصات آدرس" });
  await user.type(within(detail).getByLabelText("عنوان آدرس"), "خانه");
  await user.type(within(detail).getByLabelText("پلاک"), "8");
  await user.click(within(detail).getByRole("button", { name: "ثبت آدرس" }));
}

function renderStep(
  formParentId: number,
  adapters = createMemoryModuleAdapters(),
  draft?: { key: string; storage: ReturnType<typeof memoryStorage> },
) {
  render(
    <LocationStep
      adapters={adapters}
      draft={draft}
      mapAdapters={createMemoryMapAdapters()}
      formParentId={formParentId}
      provinceParentId={FIXTURE_PROVINCE_PARENT}
      pickerProps={{ MapComponent: FakePickerMap }}
    />,
  );
  return adapters;
}

const save = () => screen.getByRole("button", { name: "ثبت اطلاعات" });

describe("LocationStep", { timeout: FLOW_TIMEOUT }, () => {
  it("shows each rule's message in order and saves enumerations, point and address", async () => {
    const user = userEvent.setup({ delay: null });
    const adapters = renderStep(12);
    await user.click(await screen.findByRole("button", { name: "ثبت اطلاعات" }));
    expect(screen.getByRole("alert")).toHaveTextContent("هیچ استان یا شهری انتخاب نشده است");

    await user.click(screen.getByRole("checkbox", { name: "خراسان رضوی" }));
    await user.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent("هیچ شهری در استان خراسان رضوی انتخاب نشده است");

    await user.click(screen.getByRole("checkbox", { name: "مشهد" }));
    await user.click(screen.getByRole("checkbox", { name: "نیشابور" }));
    await user.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent("موقعیتی روی نقشه انتخاب نشده است");

    await chooseAddress(user);
    // Submitting the address detail form does not submit the step's form around the picker.
    expect(adapters.saved).toHaveLength(0);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(adapters.saved).toHaveLength(1));
    const payload = adapters.saved[0];
    // The map opened on the first chosen city, مشهد, and was confirmed there.
    expect(payload && "location" in payload ? payload.location : null).toMatchObject({
      enumerations: [1, 11, 12],
      point: { type: "Point", coordinates: [59.6067, 36.2972] },
      address_object: { name: "خانه", number: 8, coordinates: [59.6067, 36.2972] },
    });
  });

  it("opens the map of a new address on the chosen city, not on the default one", async () => {
    const user = userEvent.setup({ delay: null });
    renderStep(12);
    await user.click(await screen.findByRole("checkbox", { name: "تهران" }));
    await user.click(screen.getByRole("checkbox", { name: "شهریار" }));
    await user.click(screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" }));
    const map = await screen.findByRole("dialog", { name: "نقطه فعلی شما" });
    expect(within(map).getByRole("combobox", { name: "شهر" })).toHaveDisplayValue("شهریار");
  });

  it("allows one city at most on place-type forms", async () => {
    const user = userEvent.setup({ delay: null });
    renderStep(5);
    await user.click(await screen.findByRole("checkbox", { name: "خراسان رضوی" }));
    await user.click(screen.getByRole("checkbox", { name: "مشهد" }));
    await user.click(screen.getByRole("checkbox", { name: "نیشابور" }));
    await user.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent("امکان انتخاب بیش از یک شهر وجود ندارد");
  });

  it("reports a loaded city whose province is not chosen, and pre-fills the stored address", async () => {
    const user = userEvent.setup({ delay: null });
    const adapters = createMemoryModuleAdapters({
      fields: {
        location: {
          enumerations: [21],
          address_object: {
            name: "دفتر",
            unit: null,
            number: 4,
            address: "تهران، خیابان انقلاب",
            coordinates: [51.389, 35.6892],
            meta_data: { formatted_address: "تهران" },
          },
        },
      },
    });
    const onSaved = vi.fn();
    renderStep(12, adapters);
    expect(await screen.findByText("تهران، خیابان انقلاب")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "شهریار" })).not.toBeChecked();
    await user.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent("استانِ شهر تهران انتخاب نشده است");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("keeps the chosen provinces, cities and point over a reload, and clears them once saved (issue 26 item 14)", async () => {
    const user = userEvent.setup({ delay: null });
    const draft = { key: "location-draft", storage: memoryStorage() };
    const adapters = createMemoryModuleAdapters();
    renderStep(12, adapters, draft);
    await user.click(await screen.findByRole("checkbox", { name: "خراسان رضوی" }));
    await user.click(screen.getByRole("checkbox", { name: "مشهد" }));
    await chooseAddress(user);
    cleanup();

    renderStep(12, adapters, draft);
    expect(await screen.findByRole("checkbox", { name: "مشهد" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "خراسان رضوی" })).toBeChecked();
    expect(screen.getByRole("button", { name: "تغییر آدرس" })).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(adapters.saved).toHaveLength(1));
    expect(draft.storage.map.size).toBe(0);
  });

  it("scrolls a failed rule's message into view, beside the tree or the picker it is about (issue 26 item 23)", async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderStep(12);
      await user.click(await screen.findByRole("button", { name: "ثبت اطلاعات" }));
      const treeError = screen.getByRole("alert");
      expect(scrolled).toContain(treeError);
      // The tree's message comes before the picker, not under it.
      const picker = screen.getByRole("button", { name: "انتخاب آدرس روی نقشه" });
      expect(treeError.compareDocumentPosition(picker) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      await user.click(screen.getByRole("checkbox", { name: "خراسان رضوی" }));
      await user.click(screen.getByRole("checkbox", { name: "مشهد" }));
      await user.click(save());
      const pointError = screen.getByRole("alert");
      expect(pointError).toHaveTextContent("موقعیتی روی نقشه انتخاب نشده است");
      expect(scrolled).toContain(pointError);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
