import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../messages";
import { ErrorBoundary } from "./ErrorBoundary";
import { errorLogBody } from "./errorLog";

let explode = true;
function Fragile() {
  if (explode) throw new Error("boom");
  return <p>سالم</p>;
}

describe("ErrorBoundary", () => {
  it("shows 'system error, try again later', logs once, and retry renders again", async () => {
    const log = vi.fn();
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorBoundary log={log}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(messages.errors.boundary);
    expect(log).toHaveBeenCalledTimes(1);
    explode = false;
    await userEvent.setup().click(screen.getByRole("button", { name: messages.gate.retry }));
    expect(screen.getByText("سالم")).toBeInTheDocument();
    spy.mockRestore();
  });

  it("builds the log body within the contract's limits", () => {
    const body = errorLogBody(new Error("x".repeat(5000)), "http://h/panel", "0.5.0");
    expect(body.message.length).toBeLessThanOrEqual(2000);
    expect(body.url).toBe("http://h/panel");
    expect(body.version).toBe("0.5.0");
    expect(body.stack?.length ?? 0).toBeLessThanOrEqual(10000);
    expect(errorLogBody("odd", "u", "v").message).toBe("odd");
  });
});
