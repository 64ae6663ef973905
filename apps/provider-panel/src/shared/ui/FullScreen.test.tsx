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
    const onRetry = vi.fn();
    // A new function each render, as the start-up screen passes it.
    render(<LoadErrorScreen onRetry={() => onRetry()} />);
    expect(screen.getByText(messages.errors.offline)).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.getByText(messages.gate.loadError)).toBeInTheDocument();
    // Back online it asks again by itself: a panel opened offline from the service worker's cache loads without a tap.
    expect(onRetry).toHaveBeenCalledTimes(1);
    online.mockRestore();
  });

  it("its retry runs the given action, and is busy while it does", () => {
    const onRetry = vi.fn();
    const { rerender } = render(<LoadErrorScreen onRetry={onRetry} />);
    screen.getByRole("button", { name: messages.gate.retry }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<LoadErrorScreen retrying onRetry={onRetry} />);
    expect(screen.getByRole("button", { name: messages.gate.retry })).toBeDisabled();
  });
});
