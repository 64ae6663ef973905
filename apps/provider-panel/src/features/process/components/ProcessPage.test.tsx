import type { FlowLocationChange } from "@ceremony/flow-runtime";
import { messages as flowMessages } from "@ceremony/flow-runtime";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../messages";
import { createFakeServer, type FakeRequest, reply } from "../../../testing/fakeServer";
import { renderApp } from "../../../testing/renderApp";
import { ProcessPage } from "./ProcessPage";

const titleField = {
  id: 1,
  name: "title",
  caption: "نام مجموعه",
  input_type: 1,
  data_type: 1,
  required_field: true,
  priority: 1,
  status_id: 1,
  form_id: 301,
};

/** The route's part: keeps `id` and `step` as the URL would, and records every change. */
function Harness({ formId, onChange }: { formId: number; onChange: (c: FlowLocationChange) => void }) {
  const [location, setLocation] = useState<{ id?: number; step?: string }>({});
  return (
    <ProcessPage
      formId={formId}
      contentId={location.id}
      stepKey={location.step}
      onLocation={(change) => {
        onChange(change);
        setLocation({
          ...(change.contentId === undefined ? {} : { id: Number(change.contentId) }),
          step: change.stepKey,
        });
      }}
    />
  );
}

function flowServer() {
  let created = false;
  return createFakeServer({
    "GET /api/form_process_flow/list": (r: FakeRequest) => ({
      data: [
        { title: "اطلاعات اصلی", active: created && r.query.get("id") === "44", kind: 0 },
        { title: "قیمت خدمات", active: false, kind: 4 },
        { title: "پایان", active: false, kind: 1000 },
      ],
    }),
    "GET /api/provider_content/get": () => ({ data: { fields: [titleField], draft: null } }),
    "POST /api/provider_content/create": () => {
      created = true;
      return { data: { id: 44 }, message: "خدمت ثبت شد" };
    },
    "GET /api/provider_content/get_module_fields": () => ({
      data: { module_fields: { service_price: { services: [] } } },
    }),
  });
}

describe("Process flow", () => {
  it("creates the content on the first step, puts the id in the URL and moves to the next step", async () => {
    const server = flowServer();
    const onChange = vi.fn();
    const { toaster } = await renderApp(<Harness formId={301} onChange={onChange} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    expect(await screen.findByRole("heading", { name: flowMessages.flowTitle.service })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/نام مجموعه/), "گروه مداحی نور");
    await user.click(screen.getByRole("button", { name: messages.process.submit }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ contentId: "44" })));
    const create = server.requests.find((r) => r.url.pathname === "/api/provider_content/create");
    expect(create?.body).toEqual({ form_id: 301, e1_title: "گروه مداحی نور" });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ stepKey: "PRICE_SERVICE", contentId: "44" }),
      ),
    );
    expect(toaster.list().map((t) => t.text)).toContain("خدمت ثبت شد");
    // The price step loads the created content's module 4.
    await waitFor(() =>
      expect(
        server.requests.some(
          (r) => r.url.pathname.endsWith("get_module_fields") && r.query.get("id") === "44",
        ),
      ).toBe(true),
    );
  });

  it("titles the legal-profile flow 'complete legal profile'", async () => {
    await renderApp(<Harness formId={90} onChange={() => undefined} />, {
      fetch: flowServer().fetch,
      signedIn: true,
    });
    expect(
      await screen.findByRole("heading", { name: flowMessages.flowTitle.legalProfile }),
    ).toBeInTheDocument();
  });

  it("shows the error view and a toast when the steps cannot load, and asks again on retry", async () => {
    let fail = true;
    const server = createFakeServer({
      "GET /api/form_process_flow/list": () =>
        fail
          ? reply(500, { message: "خطا", code: 500 })
          : { data: [{ title: "پایان", active: true, kind: 1000 }] },
    });
    const { toaster } = await renderApp(<Harness formId={301} onChange={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    expect(await screen.findByText(messages.screenErrors.screenFetch)).toBeInTheDocument();
    expect(toaster.list().map((t) => t.text)).toContain(flowMessages.loadFailed);
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: messages.gate.retry }));
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[1]?.url.pathname).toBe("/api/form_process_flow/list");
  });

  it("another provider's or a missing content says it is not found, with a way back and no retry or toast", async () => {
    const server = createFakeServer({
      "GET /api/form_process_flow/list": () => reply(404, { message: "خدمت مورد نظر یافت نشد.", code: 404 }),
    });
    const { toaster } = await renderApp(
      <ProcessPage formId={301} contentId={999} stepKey={undefined} onLocation={() => undefined} />,
      {
        fetch: server.fetch,
        signedIn: true,
      },
    );
    expect(await screen.findByText(messages.process.contentNotFound)).toBeInTheDocument();
    expect(screen.queryByText(messages.screenErrors.screenFetch)).toBeNull();
    expect(screen.queryByRole("button", { name: messages.gate.retry })).toBeNull();
    expect(screen.getByRole("link", { name: messages.process.backToServices })).toHaveAttribute(
      "href",
      "/panel/services",
    );
    expect(toaster.list()).toEqual([]);
  });

  it("a missing legal profile says so and leads back to the legal profiles", async () => {
    const server = createFakeServer({
      "GET /api/form_process_flow/list": () => reply(404, { message: "درخواست اتصال یافت نشد.", code: 404 }),
    });
    await renderApp(
      <ProcessPage formId={90} contentId={999} stepKey={undefined} onLocation={() => undefined} />,
      {
        fetch: server.fetch,
        signedIn: true,
      },
    );
    expect(await screen.findByText(messages.process.legalNotFound)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: messages.process.backToLegals })).toHaveAttribute(
      "href",
      "/panel/profile/legals",
    );
  });

  it("an unknown form shows its own notice with a way back", async () => {
    await renderApp(<Harness formId={12345} onChange={() => undefined} />, {
      fetch: flowServer().fetch,
      signedIn: true,
    });
    expect(screen.getByText(messages.process.unknownForm)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: messages.process.backToServices })).toHaveAttribute(
      "href",
      "/panel/services",
    );
  });

  it("reports the steps shown and the fields an empty submit marks to the analytics endpoint when the page is left", async () => {
    const server = flowServer();
    await renderApp(<Harness formId={301} onChange={() => undefined} />, {
      fetch: server.fetch,
      signedIn: true,
    });
    const user = userEvent.setup();
    await screen.findByLabelText(/نام مجموعه/);
    await user.click(screen.getByRole("button", { name: messages.process.submit }));
    expect(await screen.findByText(/الزامی/)).toBeInTheDocument();
    window.dispatchEvent(new Event("pagehide"));
    const sent = () =>
      server.requests
        .filter((r) => r.method === "POST" && r.url.pathname === "/api/analytics/events")
        .flatMap((r) => (r.body as { events: unknown[] }).events);
    // The flow's own pagehide listener reports it was left after the queue was sent: that event goes at once too.
    await waitFor(
      () =>
        expect(sent()).toEqual([
          { type: "stepViewed", form_id: 301, step: expect.stringMatching(/^FORM/), kind: "FORM" },
          { type: "fieldErrorShown", form_id: 301, key: "e1_title", kind: "REQUIRED" },
          { type: "submitResult", form_id: 301, mode: "create", outcome: "invalid", error_count: 1 },
          {
            type: "formAbandoned",
            form_id: 301,
            last_step: expect.stringMatching(/^FORM/),
            time_spent_ms: expect.any(Number),
          },
        ]),
      { timeout: 10_000 },
    );
  });
});
