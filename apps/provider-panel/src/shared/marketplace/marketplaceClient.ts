import {
  type ApiClient,
  type Batch,
  createApiBatch,
  createApiQueryHooks,
  type paths,
  type Uploader,
  type UploadResult,
} from "@ceremony/api-client";

/** The generated client's helpers the marketplace screens use: typed query options and mutations, batch, upload. */
export interface MarketplaceClient {
  /** openapi-react-query over the client: `$api.queryOptions("get", path, init)`, `$api.useMutation("put", path)`. */
  $api: ReturnType<typeof createApiQueryHooks>;
  batch: Batch<paths>;
  upload: Uploader<UploadResult>;
}

const built = new WeakMap<ApiClient, MarketplaceClient>();

/** The helpers over one api client, built once (only marketplace route chunks import this module). */
export function marketplaceClient(client: ApiClient): MarketplaceClient {
  let helpers = built.get(client);
  if (!helpers) {
    helpers = {
      $api: createApiQueryHooks(client),
      batch: createApiBatch(client),
      // The uploader (progress, retries, the multipart request) is its own chunk: no screen shows a file first.
      upload: (files, options) =>
        import("./apiUploader").then(({ apiUploader }) => apiUploader(client)(files, options)),
    };
    built.set(client, helpers);
  }
  return helpers;
}
