import { type ApiClient, createApiUploader } from "@ceremony/api-client";
import { required } from "../../../shared/api/answers";

let uploader: { api: ApiClient; upload: ReturnType<typeof createApiUploader> } | null = null;

/**
 * Uploads one picture to the `user` folder and resolves with its stored path. The picture field imports this module
 * when a picture is chosen, so the uploader stays out of the profile screen's first load.
 */
export async function uploadPicture(api: ApiClient, file: File, onProgress: (fraction: number) => void) {
  if (uploader?.api !== api) uploader = { api, upload: createApiUploader(api) };
  const result = await uploader.upload([file], {
    folder: "user",
    onProgress: (p) => onProgress(p.fraction ?? 0),
  });
  return required(result.data.file[0]?.original);
}
