import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../messages";
import { swUpdates } from "../../shared/pwa/swUpdates";
import { createFakeServer } from "../../testing/fakeServer";
import { renderApp } from "../../testing/renderApp";
import { UpdatePrompt } from "./UpdatePrompt";

const changelog = (version_code: number, force = false) =>
  createFakeServer({
    "GET /changelog.json": () => ({ version: "9.9.9", version_code, force, notes: ["بهبود سرعت"] }),
  });
const reads = (server: ReturnType<typeof createFakeServer>) => server.requests.length;

describe("UpdatePrompt", () => {
  it("stays hidden when the changelog is not newer than the build", async () => {
    const server = changelog(1);
    await renderApp(<UpdatePrompt />, { fetch: server.fetch });
    await waitFor(() => expect(reads(server)).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers update and later for a newer build; update clears the app cache entry and reloads", async () => {
    localStorage.setItem("app_cache", "old");
    const { reload } = await renderApp(<UpdatePrompt />, { fetch: changelog(99).fetch });
    expect(await screen.findByRole("dialog", { name: messages.update.title })).toHaveTextContent(
      "بهبود سرعت",
    );
    expect(screen.getByRole("button", { name: messages.update.later })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: messages.update.now }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(localStorage.getItem("app_cache")).toBeNull();
  });

  it("a forced update cannot be dismissed", async () => {
    await renderApp(<UpdatePrompt />, { fetch: changelog(99, true).fetch });
    await screen.findByRole("dialog", { name: messages.update.title });
    expect(screen.queryByRole("button", { name: messages.update.later })).toBeNull();
    expect(screen.getByRole("button", { name: messages.modal.close })).toBeDisabled();
  });

  it("a new service worker waiting re-reads the changelog at once, and a newer build opens the dialog", async () => {
    let code = 1;
    const server = createFakeServer({
      "GET /changelog.json": () => ({ version: "9.9.9", version_code: code, force: false, notes: ["تازه"] }),
    });
    await renderApp(<UpdatePrompt />, { fetch: server.fetch });
    await waitFor(() => expect(reads(server)).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    code = 99;
    swUpdates.notifyWaiting();
    expect(await screen.findByRole("dialog", { name: messages.update.title })).toHaveTextContent("تازه");
    expect(reads(server)).toBe(2);
  });
});
