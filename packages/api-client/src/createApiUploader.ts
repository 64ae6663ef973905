import type { ApiClient } from "./createApiClient";
import { createUploader, defaultUploadXhr, type Uploader, type UploadResult } from "./upload";

// Apart from upload.ts so the uploader itself never imports the client (which imports its types): no cycle.
/** The contract's multipart upload (`uploadFiles`) over an api client: progress, cancellation, shared refresh. */
export function createApiUploader(api: ApiClient): Uploader<UploadResult> {
  const { context } = api;
  return createUploader<UploadResult>({
    operation: api.operations.byId("uploadFiles"),
    baseUrls: context.baseUrls,
    session: api.session,
    tokenStore: context.tokenStore,
    clock: api.clock,
    isOnline: context.isOnline,
    report: context.report,
    fetch: context.fetch,
    xhr: context.xhr === undefined ? defaultUploadXhr() : context.xhr,
  });
}
