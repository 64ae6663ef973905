import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { saveDraft, tabStorage } from "../../../shared/drafts/formDrafts";
import { formatNumber, formatToman } from "../../../shared/format/money";
import { createFakeServer, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import type { WalletSearch } from "../walletSearch";
import { TopUpForm } from "./TopUpForm";

const w = messages.wallet;

/** The form with its search kept as the route keeps it; `searches` records every address it asked for. */
function Form({
  redirect = () => undefined,
  initial = {},
  searches = [],
}: {
  redirect?: (url: string) => void;
  initial?: WalletSearch;
  searches?: WalletSearch[];
}) {
  const [search, setSearch] = useState(initial);
  return (
    <TopUpForm
      redirect={redirect}
      search={search}
      onSearch={(next) => {
        searches.push(next);
        setSearch(next);
      }}
    />
  );
}

describe("TopUpForm", () => {
  beforeEach(() => sessionStorage.clear());

  it("starts at 100,000 with the presets, steps by 1000 and never goes below 0", async () => {
    await renderApp(<Form />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText(w.amount);
    expect(amount).toHaveValue(formatNumber(100000));
    expect(screen.getByText("صد هزار تومان")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { pressed: false }).map((b) => b.textContent)).toEqual([
      formatToman(2000000),
      formatToman(500000),
    ]);
    await user.click(screen.getByRole("button", { name: w.increase }));
    expect(amount).toHaveValue(formatNumber(101000));
    await user.clear(amount);
    await user.type(amount, "۵۰۰");
    await user.click(screen.getByRole("button", { name: w.decrease }));
    expect(amount).toHaveValue(formatNumber(0));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.amountAboveZero);
    await user.clear(amount);
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.enterAmount);
    await user.type(amount, "۰");
    expect(amount).toHaveValue(formatNumber(0));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.validation.amountAboveZero);
  });

  it("keeps digits only, and refuses a 16th digit with its reason instead of cutting it", async () => {
    await renderApp(<Form />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText(w.amount);
    await user.clear(amount);
    await user.type(amount, "12ab3");
    expect(amount).toHaveValue(formatNumber(123));
    await user.clear(amount);
    await user.type(amount, "9".repeat(18));
    expect(amount).toHaveValue(formatNumber(999999999999999));
    expect(screen.getByRole("alert")).toHaveTextContent(w.amountTooLong);
  });

  it("reads a pasted «۱۰۰٬۰۰۰ تومان», refuses rials, and keeps the amount for the tab", async () => {
    const { unmount } = await renderApp(<Form />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText(w.amount);
    await user.tripleClick(amount);
    await user.paste("۱۵۰٬۰۰۰ تومان");
    expect(amount).toHaveValue(formatNumber(150000));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.tripleClick(amount);
    await user.paste("2,000,000 ریال");
    expect(amount).toHaveValue(formatNumber(150000));
    expect(screen.getByRole("alert")).toHaveTextContent(w.amountRial);
    // Back from the gateway's page, the screen mounts again with the amount chosen, not the default.
    unmount();
    await renderApp(<Form />);
    expect(screen.getByLabelText(w.amount)).toHaveValue(formatNumber(150000));
  });

  it("says a refused payment inside the gateway sheet, where it is seen", async () => {
    const cap = "با این مبلغ موجودی کیف پول از سقف مجاز بیشتر می‌شود.";
    const server = createFakeServer({
      "POST /api/financial/balance/deposit": () => reply(400, { code: 1002, message: cap }),
    });
    await renderApp(<Form />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: w.pay }));
    const dialog = await screen.findByRole("dialog", { name: w.chooseGateway });
    const choice = within(dialog)
      .getAllByRole("button")
      .find((b) => b.textContent?.includes(messages.money.toman));
    await user.click(choice as HTMLElement);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(cap);
  });

  it("refuses a pasted «۵۰۰ هزار», fraction or minus with its reason and keeps the amount before it", async () => {
    await renderApp(<Form />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText(w.amount);
    const paste = async (text: string) => {
      await user.tripleClick(amount);
      await user.paste(text);
    };
    await paste("۵۰۰ هزار");
    expect(amount).toHaveValue(formatNumber(100000));
    expect(screen.getByRole("alert")).toHaveTextContent(w.amountLetters);
    await paste("1.5");
    expect(amount).toHaveValue(formatNumber(100000));
    expect(screen.getByRole("alert")).toHaveTextContent(w.amountDecimal);
    await paste("-200000");
    expect(amount).toHaveValue(formatNumber(100000));
    expect(screen.getByRole("alert")).toHaveTextContent(w.amountNegative);
    // Separators of any script are read as such.
    await paste("۲۵۰،۰۰۰");
    expect(amount).toHaveValue(formatNumber(250000));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("zero cannot pay; a valid amount opens the gateway chooser with usable gateways and redirects", async () => {
    const server = createFakeServer({
      "POST /api/financial/balance/deposit": () => ({ data: { link: "http://pay.example/p/1" } }),
    });
    const redirect = vi.fn();
    await renderApp(<Form redirect={redirect} />, { fetch: server.fetch });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(w.amount));
    await user.type(screen.getByLabelText(w.amount), "0");
    await user.click(screen.getByRole("button", { name: w.pay }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: formatToman(500000) }));
    await user.click(screen.getByRole("button", { name: w.pay }));
    const dialog = await screen.findByRole("dialog", { name: w.chooseGateway });
    const choices = within(dialog)
      .getAllByRole("button")
      .filter((b) => b.textContent?.includes(messages.money.toman));
    expect(choices).toHaveLength(1);
    await user.click(choices[0] as HTMLElement);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith("http://pay.example/p/1"));
    expect(server.requests.map((r) => r.body)).toEqual([{ amount: 500000, payline: 1, service_type: 1 }]);
  });

  it("keeps the open gateway sheet in the address: back closes it, and a payable amount reopens it", async () => {
    const searches: WalletSearch[] = [];
    const first = await renderApp(<Form searches={searches} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: w.pay }));
    expect(await screen.findByRole("dialog", { name: w.chooseGateway })).toBeInTheDocument();
    await waitFor(() => expect(searches).toEqual([{ pay: 1 }]));
    await user.click(screen.getByRole("button", { name: messages.modal.close }));
    await waitFor(() => expect(searches).toEqual([{ pay: 1 }, { pay: undefined }]));
    expect(screen.queryByRole("dialog")).toBeNull();
    first.unmount();

    // A reload (or back from the gateway's page) with the sheet in the address shows it again.
    const again = await renderApp(<Form initial={{ pay: 1 }} />);
    expect(await screen.findByRole("dialog", { name: w.chooseGateway })).toBeInTheDocument();
    again.unmount();

    // An amount that cannot be paid does not open it from the address: the form and its error show instead.
    saveDraft("top-up", { amount: "0" }, tabStorage());
    await renderApp(<Form initial={{ pay: 1 }} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByLabelText(w.amount)).toBeInTheDocument();
  });
});
