import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../messages";
import { LoadErrorScreen } from "./FullScreen";

describe("LoadErrorScreen", () => {
  it("says the data could not be loaded while online", () => {
    render(<LoadErrorScreen onRetry={() => {}} />);
    expect(screen.getByText(messages.gate.loadError)).toBeInTheDocument();
  });

  it("offline (the shell served from the cache), it shows the internet-cut message and follows the connection", () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<LoadErrorScreen onRetry={() => {}} />);
    expect(screen.getByText(messages.errors.offline)).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.getByText(messages.gate.loadError)).toBeInTheDocument();
    online.mockRestore();
  });

  it("a request that got no answer reads as the internet cut even while the browser says online; retry runs, busy while it does", () => {
    const onRetry = vi.fn();
    const { rerender } = render(<LoadErrorScreen offline onRetry={onRetry} />);
    expect(screen.getByText(messages.errors.offline)).toBeInTheDocument();
    expect(screen.queryByText(messages.gate.loadError)).toBeNull();
    screen.getByRole("button", { name: messages.gate.retry }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<LoadErrorScreen offline retrying onRetry={onRetry} />);
    expect(screen.getByRole("button", { name: messages.gate.retry })).toBeDisabled();
  });
});
