import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "../../../messages";
import { createFakeServer, type FakeRequest } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { OrderPage } from "./OrderPage";

const m = messages.orders;

describe("Order", () => {
  it("lists the order's payments from the receipts history with their total", async () => {
    const receipts = Array.from({ length: 14 }, (_, i) => ({
      id: i + 1,
      price: 100_000,
      created_at: 1_763_000_000 + i,
      order_id: i === 2 || i === 12 ? 77 : null,
    }));
    const server = createFakeServer({
      "GET /api/financial/balance/internet_receipt/history": (request: FakeRequest) => {
        const offset = Number(request.query.get("offset") ?? 0);
        return { data: receipts.slice(offset, offset + 10), count: receipts.length };
      },
    });
    await renderApp(<OrderPage orderId={77} />, { fetch: server.fetch, signedIn: true });
    expect(await screen.findByText("۲۰۰٬۰۰۰ تومان")).toBeInTheDocument();
    expect(screen.getByText("۳")).toBeInTheDocument();
    expect(screen.getByText("۱۳")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: m.title("۷۷") })).toBeInTheDocument();
  });

  it("says so when no payment of the order is found, and refuses a malformed id", async () => {
    const server = createFakeServer({
      "GET /api/financial/balance/internet_receipt/history": () => ({ data: [], count: 0 }),
    });
    const { unmount } = await renderApp(<OrderPage orderId={5} />, { fetch: server.fetch, signedIn: true });
    expect(await screen.findByText(m.noReceipts)).toBeInTheDocument();
    unmount();
    await renderApp(<OrderPage orderId={null} />, { fetch: server.fetch, signedIn: true });
    expect(await screen.findByText(m.invalid)).toBeInTheDocument();
  });
});
