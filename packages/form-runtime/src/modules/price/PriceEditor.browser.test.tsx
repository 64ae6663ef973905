import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { PriceEditor } from "./PriceEditor";

describe("PriceEditor in chromium", () => {
  it("refuses the limit: a tenth digit leaves the value below 1,000,000,000", async () => {
    const onSave = vi.fn(async () => undefined);
    render(<PriceEditor mode="minimum" services={[{ id: 5, title: "روضه" }]} onSave={onSave} />);
    const price = screen.getByRole("textbox", { name: "حداقل قیمت (تومان) روضه" });
    await userEvent.click(price);
    await userEvent.keyboard("{Backspace}9999999999");
    expect(price).toHaveValue("۹۹۹٬۹۹۹٬۹۹۹");
    expect(screen.getByRole("alert")).toHaveTextContent("کمتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰");
    const guests = screen.getByRole("textbox", { name: "حداقل تعداد مهمان روضه" });
    await userEvent.click(guests);
    await userEvent.keyboard("{Backspace}12,5");
    expect(guests).toHaveValue("۱۲۵");
    await userEvent.click(screen.getByRole("button", { name: "ثبت اطلاعات" }));
    expect(onSave).toHaveBeenCalledWith([{ service_id: 5, minimum_price: 999_999_999, minimum_guest: 125 }]);
    // the refusal was about the digits not taken: it does not stay under the value saved
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
