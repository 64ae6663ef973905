import { type ApiClient, createApiUploader, type Uploader, type UploadResult } from "@ceremony/api-client";

const built = new WeakMap<ApiClient, Uploader<UploadResult>>();

/** The uploader over one api client, built once; its own chunk, fetched by the first upload. */
export function apiUploader(client: ApiClient): Uploader<UploadResult> {
  let uploader = built.get(client);
  if (!uploader) {
    uploader = createApiUploader(client);
    built.set(client, uploader);
  }
  return uploader;
}
