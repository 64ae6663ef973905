import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fixtureCeremonies } from "../testing/enumerations";
import { createMemoryModuleAdapters } from "../testing/memoryModuleAdapters";
import { memoryStorage } from "../testing/memoryStorage";
import { PriceEditor } from "./PriceEditor";
import { PriceModule } from "./PriceModule";

// Whole user flows (open, wait, type, submit) on a machine shared by several jobs: 5 s is too tight.
const FLOW_TIMEOUT = 20_000;

const priceOf = (title: string, kind: "حداقل" | "حداکثر" = "حداقل") =>
  screen.getByRole("textbox", { name: `${kind} قیمت (تومان) ${title}` });

describe("PriceEditor", { timeout: FLOW_TIMEOUT }, () => {
  it("shows a header row and one row per ceremony service", () => {
    render(<PriceEditor mode="minimum" services={fixtureCeremonies} onSave={vi.fn()} />);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "عنوان مراسم",
      "حداقل قیمت (تومان)",
      "حداقل تعداد مهمان",
    ]);
    expect(screen.getAllByRole("rowheader").map((h) => h.textContent)).toEqual(
      fixtureCeremonies.map((c) => c.title),
    );
  });

  it("formats typed amounts with separators, accepts Persian digits and refuses letters and the limit", async () => {
    const user = userEvent.setup({ delay: null });
    render(<PriceEditor mode="minimum" services={fixtureCeremonies} onSave={vi.fn()} />);
    const input = priceOf("ختم قرآن");
    await user.clear(input);
    await user.type(input, "۱۲۳۴۵۶۷");
    expect(input).toHaveValue("۱٬۲۳۴٬۵۶۷");
    await user.type(input, "a");
    expect(input).toHaveValue("۱٬۲۳۴٬۵۶۷");
    expect(screen.getByRole("alert")).toHaveTextContent("فقط عدد وارد کنید");
    await user.type(input, "89");
    expect(input).toHaveValue("۱۲۳٬۴۵۶٬۷۸۹");
    await user.type(input, "0");
    expect(input).toHaveValue("۱۲۳٬۴۵۶٬۷۸۹");
    expect(screen.getByRole("alert")).toHaveTextContent("کمتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("starts empty, shows the free-of-charge label only at a typed 0 and the amount in words otherwise", async () => {
    const user = userEvent.setup({ delay: null });
    render(<PriceEditor mode="minimum" services={[{ id: 1, title: "الف" }]} onSave={vi.fn()} />);
    expect(priceOf("الف")).toHaveValue("");
    expect(priceOf("الف")).toHaveAccessibleDescription("قیمت وارد نشده است");
    expect(screen.queryByText("رایگان (اهدایی)")).not.toBeInTheDocument();
    await user.type(priceOf("الف"), "1500");
    expect(screen.getByText("یک هزار و پانصد تومان")).toBeInTheDocument();
    expect(priceOf("الف")).toHaveAccessibleDescription("یک هزار و پانصد تومان");
    await user.clear(priceOf("الف"));
    expect(priceOf("الف")).toHaveValue("");
    await user.type(priceOf("الف"), "0");
    expect(priceOf("الف")).toHaveValue("۰");
    expect(screen.getByText("رایگان (اهدایی)")).toBeInTheDocument();
  });

  it("refuses a pasted minus or fraction with its message and keeps the previous amount (issue 26 item 5)", async () => {
    const user = userEvent.setup({ delay: null });
    render(<PriceEditor mode="minimum" services={[{ id: 1, title: "الف" }]} onSave={vi.fn()} />);
    const input = priceOf("الف");
    await user.type(input, "1500");
    for (const [pasted, message] of [
      ["-500", "مبلغ منفی پذیرفته نیست"],
      ["2000000.5", "مبلغ اعشاری پذیرفته نیست"],
      ["2,000,000.00", "مبلغ اعشاری پذیرفته نیست"],
    ] as const) {
      await user.clear(input);
      // clear() empties the field (accepted: empty); the paste then replaces the whole value
      await user.type(input, "1500");
      await user.tripleClick(input);
      await user.paste(pasted);
      expect(input).toHaveValue("۱٬۵۰۰");
      expect(screen.getByRole("alert")).toHaveTextContent(message);
      // the refusal stays when the field is left: a paste is never accepted silently
      await user.tab();
      expect(screen.getByRole("alert")).toHaveTextContent(message);
    }
    await user.tripleClick(input);
    await user.paste("2,000,000");
    expect(input).toHaveValue("۲٬۰۰۰٬۰۰۰");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("reads a pasted «… تومان» as the app writes it, refuses rials with the reason and keeps the amount before", async () => {
    const user = userEvent.setup({ delay: null });
    render(<PriceEditor mode="minimum" services={[{ id: 1, title: "الف" }]} onSave={vi.fn()} />);
    const input = priceOf("الف");
    await user.click(input);
    await user.paste("۲٬۵۰۰٬۰۰۰ تومان");
    expect(input).toHaveValue("۲٬۵۰۰٬۰۰۰");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.tripleClick(input);
    await user.paste("۲۵٬۰۰۰٬۰۰۰ ریال");
    expect(input).toHaveValue("۲٬۵۰۰٬۰۰۰");
    expect(screen.getByRole("alert")).toHaveTextContent("قیمت به تومان است، نه ریال");
    await user.tripleClick(input);
    await user.paste("تومان");
    expect(input).toHaveValue("۲٬۵۰۰٬۰۰۰");
    expect(screen.getByRole("alert")).toHaveTextContent("فقط عدد وارد کنید");
  });

  it("says extra digits were not taken, and the refusal goes with the next edit and at submit", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => undefined);
    render(<PriceEditor mode="minimum" services={[{ id: 1, title: "الف" }]} onSave={onSave} />);
    const input = priceOf("الف");
    await user.type(input, "999999999999");
    expect(input).toHaveValue("۹۹۹٬۹۹۹٬۹۹۹");
    expect(screen.getByRole("alert")).toHaveTextContent("رقم‌های اضافه پذیرفته نشد");
    await user.type(input, "{Backspace}");
    expect(input).toHaveValue("۹۹٬۹۹۹٬۹۹۹");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "false");
    await user.type(input, "99");
    expect(screen.getByRole("alert")).toHaveTextContent("رقم‌های اضافه پذیرفته نشد");
    // Enter submits without leaving the field: the message still goes, the value under it is what is saved
    await user.type(input, "{Enter}");
    expect(onSave).toHaveBeenCalledWith([{ service_id: 1, minimum_price: 999_999_999, minimum_guest: 0 }]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "false");
    // a refusal on an emptied field goes at submit too
    await user.clear(input);
    await user.type(input, "a");
    expect(screen.getByRole("alert")).toHaveTextContent("فقط عدد وارد کنید");
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(screen.queryByText("فقط عدد وارد کنید")).not.toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "false");
  });

  it("asks before saving empty prices as free; 'enter the price' goes back to the first empty one (issue 26 item 6)", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => undefined);
    render(<PriceEditor mode="minimum" services={fixtureCeremonies.slice(0, 2)} onSave={onSave} />);
    await user.type(priceOf("مراسم عزاداری"), "900");
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    const dialog = await screen.findByRole("dialog", { name: "قیمت برخی مراسم‌ها وارد نشده است" });
    expect(dialog).toHaveTextContent("مراسم جشن مذهبی");
    expect(dialog).not.toHaveTextContent("مراسم عزاداری");
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "وارد کردن قیمت" }));
    await waitFor(() => expect(priceOf("مراسم جشن مذهبی")).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    await user.click(await screen.findByRole("button", { name: "ثبت به صورت رایگان (اهدایی)" }));
    expect(onSave).toHaveBeenCalledWith([
      { service_id: 101, minimum_price: 900, minimum_guest: 0 },
      { service_id: 102, minimum_price: 0, minimum_guest: 0 },
    ]);
  });

  it("sets the same price for every ceremony in one step", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => undefined);
    render(<PriceEditor mode="minimum" services={fixtureCeremonies.slice(0, 2)} onSave={onSave} />);
    await user.type(screen.getByRole("textbox", { name: "یک قیمت برای همه مراسم‌ها (تومان)" }), "250000");
    await user.click(screen.getByRole("button", { name: "اعمال برای همه" }));
    expect(priceOf("مراسم عزاداری")).toHaveValue("۲۵۰٬۰۰۰");
    expect(priceOf("مراسم جشن مذهبی")).toHaveValue("۲۵۰٬۰۰۰");
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(onSave).toHaveBeenCalledWith([
      { service_id: 101, minimum_price: 250000, minimum_guest: 0 },
      { service_id: 102, minimum_price: 250000, minimum_guest: 0 },
    ]);
  });

  it("submits maxima for PLACE forms with every service", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => undefined);
    render(
      <PriceEditor
        mode="maximum"
        services={fixtureCeremonies.slice(0, 2)}
        initial={[{ service_id: 102, maximum_price: 5000, maximum_guest: 40 }]}
        onSave={onSave}
      />,
    );
    await user.type(priceOf("مراسم عزاداری", "حداکثر"), "2000");
    await user.type(screen.getByRole("textbox", { name: "حداکثر تعداد مهمان مراسم عزاداری" }), "30");
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(onSave).toHaveBeenCalledWith([
      { service_id: 101, maximum_price: 2000, maximum_guest: 30 },
      { service_id: 102, maximum_price: 5000, maximum_guest: 40 },
    ]);
  });

  it("shows only the long-term note and a continue button for HOZE forms", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => undefined);
    render(<PriceEditor mode="longTerm" services={fixtureCeremonies} onSave={onSave} />);
    expect(screen.getByRole("note")).toHaveTextContent("طرح بلندمدت");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "ادامه" }));
    expect(onSave).toHaveBeenCalledWith([]);
  });
});

describe("PriceModule", { timeout: FLOW_TIMEOUT }, () => {
  it("keeps typed prices on the device across a remount (a reload) and clears them once saved", async () => {
    const user = userEvent.setup({ delay: null });
    const storage = memoryStorage();
    const draft = { key: "price-draft", storage };
    const adapters = createMemoryModuleAdapters({
      fields: { service_price: { services: [{ service_id: 101, minimum_price: 700, minimum_guest: 9 }] } },
    });
    const services = fixtureCeremonies.slice(0, 1);
    const first = render(
      <PriceModule adapters={adapters} formParentId={12} services={services} draft={draft} />,
    );
    const input = await screen.findByDisplayValue("۷۰۰");
    // Nothing is kept before the user types: the server's values stay the source.
    expect(storage.map.size).toBe(0);
    await user.clear(input);
    await user.type(input, "45000");
    first.unmount();

    const onSaved = vi.fn();
    render(
      <PriceModule
        adapters={adapters}
        formParentId={12}
        services={services}
        draft={draft}
        onSaved={onSaved}
      />,
    );
    expect(await screen.findByDisplayValue("۴۵٬۰۰۰")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(adapters.saved).toEqual([
      { service_price: { services: [{ service_id: 101, minimum_price: 45000, minimum_guest: 9 }] } },
    ]);
    expect(storage.map.size).toBe(0);
  });

  it("keeps the typed prices when the save fails", async () => {
    const user = userEvent.setup({ delay: null });
    const storage = memoryStorage();
    const adapters = createMemoryModuleAdapters({ saveFailsWith: "خطای مقدار فیلد !" });
    render(
      <PriceModule
        adapters={adapters}
        formParentId={12}
        services={fixtureCeremonies.slice(0, 1)}
        draft={{ key: "price-draft", storage }}
      />,
    );
    await user.type(await screen.findByRole("textbox", { name: "حداقل قیمت (تومان) مراسم عزاداری" }), "12");
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(await screen.findByText("خطای مقدار فیلد !")).toBeInTheDocument();
    expect(JSON.parse(storage.map.get("price-draft") ?? "null")).toEqual({
      services: [{ service_id: 101, minimum_price: 12 }],
    });
  });

  it("lists only the ceremonies the content's form chose (issue 26 item 6)", async () => {
    const adapters = {
      ...createMemoryModuleAdapters(),
      loadChosenServiceIds: async () => [103],
    };
    render(<PriceModule adapters={adapters} formParentId={5} services={fixtureCeremonies} />);
    expect(await screen.findByRole("rowheader", { name: "ختم قرآن" })).toBeInTheDocument();
    expect(screen.getAllByRole("rowheader").map((h) => h.textContent)).toEqual(["ختم قرآن"]);
  });

  it("loads module 4, saves service_price.services and shows the server message", async () => {
    const user = userEvent.setup({ delay: null });
    const adapters = createMemoryModuleAdapters({
      fields: { service_price: { services: [{ service_id: 101, minimum_price: 700, minimum_guest: 9 }] } },
    });
    const onSaved = vi.fn();
    render(
      <PriceModule
        adapters={adapters}
        formParentId={12}
        services={fixtureCeremonies.slice(0, 1)}
        onSaved={onSaved}
      />,
    );
    expect(await screen.findByDisplayValue("۷۰۰")).toBeInTheDocument();
    expect(adapters.loaded).toEqual([4]);
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(adapters.saved).toEqual([
      { service_price: { services: [{ service_id: 101, minimum_price: 700, minimum_guest: 9 }] } },
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("اطلاعات با موفقیت ثبت شد");
  });

  it("marks a HOZE (55) price step done: continue saves an empty service list and calls onSaved", async () => {
    const user = userEvent.setup({ delay: null });
    const adapters = createMemoryModuleAdapters();
    const onSaved = vi.fn();
    render(
      <PriceModule adapters={adapters} formParentId={55} services={fixtureCeremonies} onSaved={onSaved} />,
    );
    await user.click(await screen.findByRole("button", { name: "ادامه" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(adapters.saved).toEqual([{ service_price: { services: [] } }]);
  });

  it("shows a load error with retry, and a save error with the server message", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <PriceModule
        adapters={createMemoryModuleAdapters({ loadFails: true })}
        formParentId={1}
        services={[]}
      />,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("خطا در دریافت اطلاعات !");
    expect(screen.getByRole("button", { name: "تلاش دوباره" })).toBeInTheDocument();
    cleanup();

    // Retry loads again: the second attempt succeeds.
    const flaky = createMemoryModuleAdapters();
    let attempts = 0;
    const load = flaky.loadModuleFields;
    flaky.loadModuleFields = async (id) => {
      attempts++;
      if (attempts === 1) throw new Error("خطا در دریافت اطلاعات !");
      return load(id);
    };
    render(<PriceModule adapters={flaky} formParentId={1} services={fixtureCeremonies.slice(0, 1)} />);
    await user.click(await screen.findByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByRole("button", { name: "ثبت اطلاعات" })).toBeInTheDocument();
    expect(attempts).toBe(2);
    cleanup();

    const failing = createMemoryModuleAdapters({ saveFailsWith: "سرور در دسترس نیست" });
    render(<PriceModule adapters={failing} formParentId={1} services={fixtureCeremonies.slice(0, 1)} />);
    await user.type(await screen.findByRole("textbox", { name: "حداقل قیمت (تومان) مراسم عزاداری" }), "5");
    await user.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(await screen.findByText("سرور در دسترس نیست")).toBeInTheDocument();
  });
});
