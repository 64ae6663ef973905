import { SubmitRefusedError } from "@ceremony/form-runtime";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createFakeApiClient, createFakeServer, reply } from "../../testing/fakeServer";
import { testInitialData } from "../../testing/initialDataFixture";
import { createToaster } from "../ui/toaster";
import { createEngineAdapters } from "./engineAdapters";
import { toEngineEnumeration } from "./engineEnumeration";
import { mapAdaptersOf } from "./mapAdapters";
import { moduleAdaptersOf } from "./moduleAdapters";

const field = (id: number, name: string, value?: unknown, isStatic = false) => ({
  id,
  name,
  caption: name,
  input_type: 1,
  data_type: 1,
  required_field: false,
  priority: id,
  status_id: 1,
  form_id: 501,
  ...(isStatic ? { setting: { static: true } } : {}),
  ...(value === undefined ? {} : { value }),
});

function setup(routes: Parameters<typeof createFakeServer>[0], initialData = testInitialData) {
  const server = createFakeServer(routes);
  const toaster = createToaster(() => undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const adapters = createEngineAdapters({
    client: createFakeApiClient(server.fetch),
    queryClient,
    initialData,
    toaster,
  });
  const toasts = () => toaster.list().map((t) => `${t.kind}:${t.text}`);
  return { adapters, server, toasts, queryClient };
}

describe("engine adapters", () => {
  it("loads a form and its content with one call, keyed as the engine submits them", async () => {
    const { adapters, server } = setup({
      "GET /api/provider_content/get": () => ({
        data: { fields: [field(1, "title", "تالار نور"), field(2, "label", "برچسب", true)], draft: null },
      }),
    });
    const form = adapters.formAdapters({ formId: 501, contentId: 7 });
    expect(await form.loadForm?.(501)).toHaveLength(2);
    expect(await form.loadContent?.({ formId: 501, contentId: 7 })).toEqual({
      fields: { e1_title: "تالار نور", label: "برچسب" },
      draft: null,
    });
    const gets = server.requests.filter((r) => r.url.pathname === "/api/provider_content/get");
    expect(gets).toHaveLength(1);
    expect(gets[0]?.query.get("id")).toBe("7");
    expect(gets[0]?.query.get("form_id")).toBe("501");
  });

  it("reads the ceremonies the content's form chose for the price step (issue 26 item 6)", async () => {
    const ceremonies = testInitialData.constants.ceremony_enumeration_id;
    const { adapters } = setup({
      "GET /api/provider_content/get": () => ({
        data: {
          fields: [
            field(1, "hall_name", "تالار نور"),
            { ...field(2, "ceremonies", [602, 604]), input_type: 7, enumeration_id: ceremonies },
          ],
          draft: null,
        },
      }),
    });
    const modules = moduleAdaptersOf(adapters, { formId: 501, contentId: 7 });
    expect(await modules.loadChosenServiceIds?.()).toEqual([602, 604]);
  });

  it("creates and edits contents, and uses the link-request calls for the legal-profile form", async () => {
    const { adapters, server } = setup({
      "POST /api/provider_content/create": () => ({ data: { id: 44 }, message: "ثبت شد" }),
      "PUT /api/provider_content/edit": () => ({ message: "ویرایش شد" }),
      "POST /api/profile/link/request/connect": () => ({ data: { id: 9 } }),
    });
    const submit = adapters.formAdapters({ formId: 501, contentId: null }).submit;
    expect(
      await submit?.({ mode: "create", formId: 501, contentId: null, body: { form_id: 501, e1_title: "x" } }),
    ).toEqual({ id: 44, message: "ثبت شد" });
    expect(
      await submit?.({ mode: "edit", formId: 501, contentId: 44, body: { form_id: 501, id: 44 } }),
    ).toEqual({
      message: "ویرایش شد",
    });
    expect(await submit?.({ mode: "create", formId: 90, contentId: null, body: { label: "شرکت" } })).toEqual({
      id: 9,
    });
    const seen = server.requests;
    expect(seen.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      "POST /api/provider_content/create",
      "PUT /api/provider_content/edit",
      "POST /api/profile/link/request/connect",
    ]);
    expect(seen[0]?.body).toEqual({ form_id: 501, e1_title: "x" });
  });

  it("rejects a refused submit with the server's message", async () => {
    const { adapters } = setup({
      "POST /api/provider_content/create": () => reply(400, { message: "خطای مقدار فیلد !", code: 400 }),
    });
    const submit = adapters.formAdapters({ formId: 501, contentId: null }).submit;
    await expect(
      submit?.({ mode: "create", formId: 501, contentId: null, body: { form_id: 501 } }),
    ).rejects.toThrow("خطای مقدار فیلد !");
  });

  it("passes the fields a refusal names on to the form (issue 26 extras)", async () => {
    const details = [{ path: "e501_title", message: "عنوان: مقدار وارد شده معتبر نمی باشد" }];
    const { adapters } = setup({
      "POST /api/provider_content/create": () =>
        reply(400, { message: details[0]?.message, code: 1002, details }),
    });
    const submit = adapters.formAdapters({ formId: 501, contentId: null }).submit;
    await expect(
      submit?.({ mode: "create", formId: 501, contentId: null, body: { form_id: 501 } }),
    ).rejects.toMatchObject({ details });
  });

  it("passes the form fields a refusal names by key to the engine as a SubmitRefusedError", async () => {
    const errors = [{ key: "e501_title", message: "عنوان: خطای مقدار فیلد !" }];
    const { adapters } = setup({
      "PUT /api/provider_content/edit": () => reply(400, { message: errors[0]?.message, code: 1020, errors }),
    });
    const submit = adapters.formAdapters({ formId: 501, contentId: 7 }).submit;
    const refused = await submit?.({ mode: "edit", formId: 501, contentId: 7, body: { form_id: 501 } }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(SubmitRefusedError);
    expect(refused).toMatchObject({ message: "عنوان: خطای مقدار فیلد !", fieldErrors: errors });
  });

  it("module saves end in a toast, success or failure", async () => {
    let fail = false;
    const { adapters, toasts, server } = setup({
      "PUT /api/provider_content/edit_module_fields": () =>
        fail ? reply(400, { message: "بازه نامعتبر", code: 400 }) : { message: "ذخیره شد" },
      "GET /api/provider_content/get_module_fields": () => ({
        data: { module_fields: { timeline: { timetable: { active_all_time: true, periods: [] } } } },
      }),
    });
    const modules = moduleAdaptersOf(adapters, { formId: 501, contentId: 44 });
    expect(await modules.loadModuleFields(3)).toEqual({
      timeline: { timetable: { active_all_time: true, periods: [] } },
    });
    expect(server.requests[0]?.query.get("module_id")).toBe("3");
    await modules.saveModuleFields({ timeline: { timetable: { active_all_time: true, periods: [] } } });
    fail = true;
    await expect(modules.saveModuleFields({ service_price: { services: [] } })).rejects.toThrow(
      "بازه نامعتبر",
    );
    expect(toasts()).toEqual(["success:ذخیره شد", "error:بازه نامعتبر"]);
    expect(server.requests.at(-1)?.body).toEqual({
      id: 44,
      form_id: 501,
      module_fields: { service_price: { services: [] } },
    });
  });

  it("looks up a point without the session headers and searches with them", async () => {
    const { adapters, server } = setup({
      "GET /api/location_service/coordination_search": () => ({
        data: { formatted_address: "مشهد، بلوار وکیل‌آباد", enumeration_location_id: 100101 },
      }),
      "GET /api/location_service/search": () => ({
        data: [{ title: "حرم", location: { x: 36.28, y: 59.61 } }],
      }),
    });
    const signal = new AbortController().signal;
    const point = await mapAdaptersOf(adapters).lookupPoint({ lat: 36.3, lng: 59.6 }, signal);
    expect(point.enumeration_location_id).toBe(100101);
    const found = await mapAdaptersOf(adapters).searchAddress({ query: "حرم", lat: 36.3, lng: 59.6 }, signal);
    expect(found[0]?.title).toBe("حرم");
    const [lookup, search] = server.requests;
    expect(lookup?.headers.get("Authorization")).toBeNull();
    expect(lookup?.headers.get("Profile-Id")).toBeNull();
    expect(search?.headers.get("Authorization")).toBe("Bearer test-access");
    expect(mapAdaptersOf(adapters).tiles).toBeNull();
  });

  it("gives the map the server's tile source with its zoom limit and attribution", () => {
    const { adapters } = setup(
      {},
      {
        ...testInitialData,
        general_keys: {
          ...testInitialData.general_keys,
          map_tile_url: "http://127.0.0.1:4100/{z}/{x}/{y}.png",
          map_tile_max_zoom: "19",
          map_tile_attribution: "© OpenStreetMap contributors",
          map_tile_attribution_url: "https://www.openstreetmap.org/copyright",
        },
      },
    );
    expect(mapAdaptersOf(adapters).tiles).toEqual({
      url: "http://127.0.0.1:4100/{z}/{x}/{y}.png",
      maxZoom: 19,
      attributions: "© OpenStreetMap contributors",
      attributionUrl: "https://www.openstreetmap.org/copyright",
    });
  });

  it("loads the flow's steps with the content id once it exists", async () => {
    const { adapters, server } = setup({
      "GET /api/form_process_flow/list": () => ({
        data: [
          { title: "اطلاعات", active: true, kind: 0 },
          { title: "پایان", active: false, kind: 1000 },
        ],
      }),
    });
    const flow = adapters.flowAdapter(501);
    const steps = await flow.loadSteps({ contentId: "44", signal: new AbortController().signal });
    expect(steps.map((s) => s.kind)).toEqual([0, 1000]);
    await flow.loadSteps({ contentId: undefined, signal: new AbortController().signal });
    expect(server.requests.map((r) => r.url.search)).toEqual(["?form_id=501&id=44", "?form_id=501"]);
  });

  it("gives enumerations and validations from the initial data", async () => {
    const { adapters } = setup({});
    const form = adapters.formAdapters({ formId: 501, contentId: null });
    expect((await form.loadEnumerations?.([6]))?.map((e) => e.id)).toEqual([61, 62]);
    expect(await form.loadValidations?.([1])).toEqual([{ id: 1, regex: "^09[0-9]{9}$" }]);
    expect(
      toEngineEnumeration({
        id: 1,
        parent_id: null,
        title: "x",
        status_id: 1,
        priority: 1,
        setting: { lat: null },
      }).setting,
    ).toEqual({});
  });

  it("looks up upload names with one call and serves thumbnails from the media host (issue 26 item 10)", async () => {
    const stored = "public/a_org.png;public/a_360x360.png;public/a_120x120.png";
    const { adapters, server } = setup({
      "GET /api/upload/names": (r) => ({
        data: r.query.getAll("path").flatMap((path) => (path === stored ? [{ path, name: "سالن.png" }] : [])),
      }),
    });
    const form = adapters.formAdapters({ formId: 501, contentId: 7 });
    expect(await form.loadUploadNames?.([stored, "public/b_org.pdf"])).toEqual(
      new Map([[stored, "سالن.png"]]),
    );
    expect(server.requests).toHaveLength(1);
    expect(form.fileUrl?.("public/a_120x120.png")).toBe("/uploads/public/a_120x120.png");
  });
});
