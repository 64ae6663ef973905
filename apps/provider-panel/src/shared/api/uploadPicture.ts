import { type ApiClient, createApiUploader } from "@ceremony/api-client";

let uploader: { api: ApiClient; upload: ReturnType<typeof createApiUploader> } | null = null;

/**
 * Uploads one picture to the `user` folder and resolves with the server's result. Loaded on demand by
 * `createProviderApi`, so the uploader stays out of the sign-in bundle.
 */
export function uploadPicture(api: ApiClient, file: File, onProgress: (fraction: number) => void) {
  if (uploader?.api !== api) uploader = { api, upload: createApiUploader(api) };
  return uploader.upload([file], { folder: "user", onProgress: (p) => onProgress(p.fraction ?? 0) });
}
