import { waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../testing/renderApp";
import { PanelShell } from "./PanelShell";

describe("PanelShell", () => {
  it("asks for the self-healing code only once the first screen's calls have answered", async () => {
    const load = vi.fn(async () => ({ whileFailing: () => () => undefined }));
    let answer: (list: string[]) => void = () => undefined;
    await renderApp(<PanelShell />, {
      path: "/panel/notifications",
      signedIn: true,
      prepare: (services) => {
        services.recovery = { load, whileFailing: () => () => undefined };
        // The screen's list, still on its way when the shell mounts.
        void services.queryClient.prefetchQuery({
          queryKey: ["messages"],
          queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
        });
      },
    });
    expect(load).not.toHaveBeenCalled();
    answer([]);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
