import { type ApiClient, isApiError, keyedFieldErrorsOf } from "@ceremony/api-client";
import { type FlowAdapter, parseServerSteps } from "@ceremony/flow-runtime";
import {
  type ContentPayload,
  type Enumeration,
  type FormAdapters,
  type FormMessage,
  type LoadedModuleFields,
  type ModuleAdapters,
  type ModuleFieldsPayload,
  SubmitRefusedError,
  type SubmitRequest,
  type SubmitResult,
  submitKey,
  type ValidationRule,
} from "@ceremony/form-runtime";
import type { MapAdapters, TileConfig } from "@ceremony/form-runtime/map";
import type { QueryClient } from "@tanstack/react-query";
import { marketplaceMessages } from "../../messages/marketplace";
import { required } from "../api/answers";
import type { InitialData } from "../api/initialData";
import { imageVariant } from "../format/imageVariant";
import type { Toaster } from "../ui/toaster";
import { marketplaceClient } from "./marketplaceClient";
import { pathsQueryFilter } from "./queryKeys";

/**
 * The one place that builds the engines' adapters (form-runtime forms and modules, the map picker, flow-runtime)
 * over the generated client. The engines import nothing from the app or the api-client; screens import this file.
 */
export interface EngineAdapterDeps {
  client: ApiClient;
  queryClient: QueryClient;
  initialData: InitialData;
  toaster: Toaster;
}

/** Which content a form, module or flow works on: the form, and the content (or link-request) id once created. */
export interface ContentRef {
  formId: number;
  contentId: number | null;
}

type ServerEnumeration = InitialData["enumerations"][number];
type Body = Readonly<Record<string, unknown>>;

/** Lists refreshed after any save: My services and the flow's steps. */
const SAVED_PATHS = [
  "/api/provider_content/sub_provider_all",
  "/api/form_process_flow/list",
  "/api/provider_content/get",
  "/api/profile/link/request/get",
  "/api/profile/link/request/list",
];

function coordinate(value: unknown): number | string | undefined {
  return typeof value === "number" || typeof value === "string" ? value : undefined;
}

function withoutCoordinates<T extends { lat?: unknown; lng?: unknown }>(setting: T): Omit<T, "lat" | "lng"> {
  const { lat: _lat, lng: _lng, ...rest } = setting;
  return rest;
}

/** The contract's enumeration row in the engines' shape (coordinates are numbers or numeric strings). */
export function toEngineEnumeration(row: ServerEnumeration): Enumeration {
  const setting = row.setting;
  if (!setting) return { ...row, setting: null };
  const lat = coordinate(setting.lat);
  const lng = coordinate(setting.lng);
  return {
    ...row,
    setting: {
      ...withoutCoordinates(setting),
      ...(lat === undefined ? {} : { lat }),
      ...(lng === undefined ? {} : { lng }),
    },
  };
}

/** A positive integer id from the engine's `number | string`, or null. */
function toId(value: number | string | null | undefined): number | null {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The form's saved values keyed as the engine submits them (`e{id}_{name}` or a static field's name). */
export function contentValues(
  fields: ReadonlyArray<{ id: number; name: string; value?: unknown; setting?: { static?: boolean } | null }>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.value === undefined) continue;
    values[submitKey(field.id, field.name, field.setting?.static === true)] = field.value;
  }
  return values;
}

/**
 * Toasts for the engines' feedback: form messages, and the flow's load failure with the text the flow screen passes
 * (flow-runtime's `messages.loadFailed`; not imported here so the flow engine stays in the flow route's chunk).
 */
export function engineToasts(toaster: Toaster) {
  return {
    onFormMessage: (message: FormMessage) => {
      if (message.kind === "success") toaster.success(message.text);
      else toaster.error(message.text);
    },
    onFlowLoadError: (text: string) => {
      toaster.error(text);
    },
  };
}

/** Builds every engine adapter over the client; see the README's "Marketplace screens" section. */
export function createEngineAdapters(deps: EngineAdapterDeps) {
  const { client, queryClient, initialData, toaster } = deps;
  const { $api, upload } = marketplaceClient(client);
  const api = client.client;
  const constants = initialData.constants;
  const enumerations = initialData.enumerations.map(toEngineEnumeration);
  const isLinkForm = (formId: number) =>
    formId === constants.legal_profile_form_id || formId === constants.add_agent_form_id;
  const refreshSaved = () => queryClient.invalidateQueries(pathsQueryFilter(...SAVED_PATHS));

  /** One GET per form and content: `loadForm` and `loadContent` of one form share it. */
  const contentForm = (formId: number, contentId: number | null) => {
    const query = { form_id: formId, ...(contentId === null ? {} : { id: contentId }) };
    const answer = isLinkForm(formId)
      ? queryClient.fetchQuery({
          ...$api.queryOptions("get", "/api/profile/link/request/get", { params: { query } }),
          staleTime: 10_000,
        })
      : queryClient.fetchQuery({
          ...$api.queryOptions("get", "/api/provider_content/get", { params: { query } }),
          staleTime: 10_000,
        });
    return answer.then((body) => required(body).data);
  };

  // A refusal naming form fields by key reaches the engine as such, so each message lands under its field.
  const submit = (request: SubmitRequest): Promise<SubmitResult> =>
    send(request).catch((error: unknown) => {
      const fields = isApiError(error) ? keyedFieldErrorsOf(error) : [];
      throw fields.length > 0 && error instanceof Error
        ? new SubmitRefusedError(error.message, fields, { cause: error })
        : error;
    });

  const send = async (request: SubmitRequest): Promise<SubmitResult> => {
    const formId = toId(request.formId);
    if (formId === null) throw new Error(marketplaceMessages.missingForm);
    // The engine builds the body from the server's own elements (keys and JSON values); the server validates it.
    const body = request.body as Body;
    let result: SubmitResult;
    if (isLinkForm(formId)) {
      if (request.mode === "create") {
        const { data } = await api.POST("/api/profile/link/request/connect", {
          body: body as never,
        });
        result = { id: required(data).data.id, ...(data?.message ? { message: data.message } : {}) };
      } else {
        const { data } = await api.PUT("/api/profile/link/request/edit", { body: body as never });
        result = data?.message ? { message: data.message } : {};
      }
    } else if (request.mode === "create") {
      const { data } = await api.POST("/api/provider_content/create", { body: body as never });
      result = { id: required(data).data.id, ...(data?.message ? { message: data.message } : {}) };
    } else {
      const { data } = await api.PUT("/api/provider_content/edit", { body: body as never });
      result = data?.message ? { message: data.message } : {};
    }
    await refreshSaved();
    return result;
  };

  /** form-runtime's adapters for one form; `contentId` null creates, otherwise edits. */
  const formAdapters = (ref: ContentRef): FormAdapters => ({
    loadForm: async () => (await contentForm(ref.formId, ref.contentId)).fields,
    loadContent: async (): Promise<ContentPayload> => {
      const form = await contentForm(ref.formId, ref.contentId);
      return { fields: contentValues(form.fields), draft: form.draft };
    },
    submit,
    upload: async (file, options) => {
      const answer = await upload([file], {
        folder: options.folder,
        signal: options.signal,
        onProgress: (p) => options.onProgress(p.fraction ?? 0),
      });
      return required(answer.data.file[0]?.original);
    },
    loadUploadNames: async (paths) => {
      const { data } = await api.GET("/api/upload/names", { params: { query: { path: [...paths] } } });
      return new Map((data?.data ?? []).map((item) => [item.path, item.name]));
    },
    fileUrl: (path) => imageVariant(path) ?? path,
    loadEnumerations: async (parentIds) => enumerations.filter((e) => parentIds.includes(e.parent_id ?? -1)),
    loadValidations: async (ids): Promise<ValidationRule[]> =>
      initialData.validations.filter((v) => ids.includes(v.id)),
  });

  /** The module editors' adapters (price, timetable, location) of one created content; saves end in a toast. */
  const moduleAdapters = (ref: { formId: number; contentId: number }): ModuleAdapters => ({
    async loadModuleFields(moduleId): Promise<LoadedModuleFields> {
      const { data } = await api.GET("/api/provider_content/get_module_fields", {
        params: { query: { id: ref.contentId, form_id: ref.formId, module_id: moduleId } },
      });
      return required(data).data.module_fields as LoadedModuleFields;
    },
    async saveModuleFields(moduleFields: ModuleFieldsPayload) {
      try {
        const { data } = await api.PUT("/api/provider_content/edit_module_fields", {
          // The editors produce exactly the contract's module shapes; the server validates them again.
          body: { id: ref.contentId, form_id: ref.formId, module_fields: moduleFields as never },
        });
        if (data?.message) toaster.success(data.message);
        await refreshSaved();
        return data?.message ? { message: data.message } : {};
      } catch (error) {
        toaster.error(
          error instanceof Error && error.message ? error.message : marketplaceMessages.saveFailed,
        );
        throw error;
      }
    },
    // The price step lists only the ceremonies the content's own form chose (a hall's «مراسم‌های قابل برگزاری»).
    async loadChosenServiceIds() {
      const [form, { ceremoniesChosenByForm }] = await Promise.all([
        contentForm(ref.formId, ref.contentId),
        import("./chosenCeremonies"),
      ]);
      return ceremoniesChosenByForm(form.fields, constants.ceremony_enumeration_id);
    },
    enumerations: () => enumerations,
  });

  const tiles = tilesOf(initialData.general_keys);

  /** The map picker's adapters: point lookup (no auth), search, locate-me, tiles. */
  const mapAdapters: MapAdapters = {
    async lookupPoint(point, signal) {
      const { data } = await api.GET("/api/location_service/coordination_search", {
        params: { query: { lat: point.lat, lng: point.lng } },
        signal,
      });
      return required(data).data;
    },
    async searchAddress({ query, lat, lng }, signal) {
      const { data } = await api.GET("/api/location_service/search", {
        params: { query: { query, lat, lng } },
        signal,
      });
      return required(data).data;
    },
    // The map entry carries the geolocation helper; it is already loaded wherever a picker is shown.
    locate: () => import("@ceremony/form-runtime/map").then((m) => m.browserGeolocation()()),
    tiles,
  };

  /** flow-runtime's adapter for one form's process flow. */
  const flowAdapter = (formId: number): FlowAdapter => ({
    async loadSteps({ contentId, signal }) {
      const id = toId(contentId);
      const { data } = await api.GET("/api/form_process_flow/list", {
        params: { query: { form_id: formId, ...(id === null ? {} : { id }) } },
        signal,
      });
      return parseServerSteps(required(data).data);
    },
  });

  return { formAdapters, moduleAdapters, mapAdapters, flowAdapter, enumerations, constants };
}

/** The picker's tile source from the general keys `map_tile_*`; null (the offline base and its notice) without a URL. */
function tilesOf(keys: InitialData["general_keys"]): TileConfig | null {
  const url = keys.map_tile_url;
  if (!url) return null;
  const maxZoom = Number(keys.map_tile_max_zoom);
  return {
    url,
    ...(Number.isInteger(maxZoom) && maxZoom > 0 ? { maxZoom } : {}),
    ...(keys.map_tile_attribution ? { attributions: keys.map_tile_attribution } : {}),
    ...(keys.map_tile_attribution_url ? { attributionUrl: keys.map_tile_attribution_url } : {}),
  };
}

/** What `createEngineAdapters` returns. */
export type EngineAdapters = ReturnType<typeof createEngineAdapters>;
