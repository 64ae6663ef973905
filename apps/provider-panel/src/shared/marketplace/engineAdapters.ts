import type { ApiClient } from "@ceremony/api-client";
import { type FlowAdapter, parseServerSteps } from "@ceremony/flow-runtime";
import {
  type ContentPayload,
  type FormAdapters,
  type FormMessage,
  type SubmitRequest,
  type SubmitResult,
  submitKey,
  type ValidationRule,
} from "@ceremony/form-runtime";
import type { QueryClient } from "@tanstack/react-query";
import { marketplaceMessages } from "../../messages/marketplace";
import { required } from "../api/answers";
import type { InitialData } from "../api/initialData";
import { imageVariant } from "../format/imageVariant";
import type { Toaster } from "../ui/toaster";
import { toEngineEnumeration } from "./engineEnumeration";
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

type Body = Readonly<Record<string, unknown>>;

/** Lists refreshed after any save: My services and the flow's steps. */
const SAVED_PATHS = [
  "/api/provider_content/sub_provider_all",
  "/api/form_process_flow/list",
  "/api/provider_content/get",
  "/api/profile/link/request/get",
  "/api/profile/link/request/list",
];

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

/**
 * Builds the form and flow adapters over the client (the module and map adapters, for their own chunks, are
 * `moduleAdaptersOf` and `mapAdaptersOf`); see the README's "Marketplace screens" section.
 */
export function createEngineAdapters(deps: EngineAdapterDeps) {
  const { client, queryClient, initialData } = deps;
  const api = client.client;
  const constants = initialData.constants;
  const enumerations = initialData.enumerations.map(toEngineEnumeration);
  const isLinkForm = (formId: number) =>
    formId === constants.legal_profile_form_id || formId === constants.add_agent_form_id;
  const refreshSaved = () => queryClient.invalidateQueries(pathsQueryFilter(...SAVED_PATHS));

  /**
   * One GET per form and content: `loadForm` and `loadContent` of one form share it. The query key is the one
   * `$api.queryOptions("get", path, init)` gives (the screens' cache and `pathsQueryFilter` read it), written out so
   * the process page does not load the query hooks for this one call.
   */
  const contentForm = (formId: number, contentId: number | null) => {
    const init = { params: { query: { form_id: formId, ...(contentId === null ? {} : { id: contentId }) } } };
    const answer = isLinkForm(formId)
      ? queryClient.fetchQuery({
          queryKey: ["get", "/api/profile/link/request/get", init],
          queryFn: async ({ signal }) => {
            const { data, error } = await api.GET("/api/profile/link/request/get", { ...init, signal });
            if (error) throw error;
            return data;
          },
          staleTime: 10_000,
        })
      : queryClient.fetchQuery({
          queryKey: ["get", "/api/provider_content/get", init],
          queryFn: async ({ signal }) => {
            const { data, error } = await api.GET("/api/provider_content/get", { ...init, signal });
            if (error) throw error;
            return data;
          },
          staleTime: 10_000,
        });
    return answer.then((body) => required(body).data);
  };

  // A refusal naming form fields by key reaches the engine as such, so each message lands under its field. Read in
  // a chunk of its own, fetched by the first failed submit; if even that cannot come, the error goes as it is.
  const submit = (request: SubmitRequest): Promise<SubmitResult> =>
    send(request).catch(async (error: unknown) => {
      const refusal = await import("./submitRefusal").then(
        (m) => m.submitRefusalOf(error),
        () => error,
      );
      throw refusal;
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
    // The uploader is its own chunk, fetched by the first upload.
    upload: async (file, options) => {
      const { apiUploader } = await import("./apiUploader");
      const answer = await apiUploader(client)([file], {
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

  return { formAdapters, flowAdapter, enumerations, constants, deps, contentForm, refreshSaved };
}

/** What `createEngineAdapters` returns. */
export type EngineAdapters = ReturnType<typeof createEngineAdapters>;
