import { ApiError } from "@ceremony/api-client";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../messages";
import { EmptyView, ErrorView, Skeleton } from "./ListState";

describe("list states", () => {
  it("error: the generic title, the failure's Persian reason, and a retry", async () => {
    const onRetry = vi.fn();
    render(
      <ErrorView
        error={new ApiError({ code: null, status: 500, message: "Internal Server Error" })}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(messages.screenErrors.screenFetch);
    expect(alert).toHaveTextContent(messages.errors.generic);
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    await userEvent.setup().click(screen.getByRole("button", { name: messages.gate.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("offline: the offline state, without repeating the banner's text", () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<ErrorView error={new TypeError("Failed to fetch")} />);
    expect(screen.getByRole("alert")).toHaveAttribute("data-state", "offline");
    expect(screen.getByRole("alert").textContent).not.toMatch(/Failed/);
    online.mockRestore();
  });

  it("empty and loading", () => {
    const { container } = render(<EmptyView text={messages.ticket.empty} />);
    expect(container.querySelector('[data-state="empty"] svg')).not.toBeNull();
    expect(screen.getByText(messages.ticket.empty)).toBeInTheDocument();
    render(<Skeleton rows={2} lines={3} />);
    expect(screen.getByRole("status", { name: messages.common.loading })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  });
});
