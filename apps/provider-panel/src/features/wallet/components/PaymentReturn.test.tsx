import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { renderApp } from "../../../testing/renderApp";
import { PaymentReturn } from "./PaymentReturn";

const w = messages.wallet;

describe("PaymentReturn", () => {
  it("paid: says the balance was topped up", async () => {
    await renderApp(<PaymentReturn status="paid" onDismiss={() => undefined} />);
    expect(screen.getByTestId("payment-return")).toHaveTextContent(w.paidTitle);
    expect(screen.getByTestId("payment-return")).toHaveTextContent(w.paidBody);
  });
  it("cancelled: says nothing was taken, and can be dismissed", async () => {
    const onDismiss = vi.fn();
    await renderApp(<PaymentReturn status="cancelled" onDismiss={onDismiss} />);
    expect(screen.getByTestId("payment-return")).toHaveTextContent(w.cancelledTitle);
    await userEvent.setup().click(screen.getByRole("button", { name: w.dismiss }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
