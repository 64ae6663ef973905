import { createApiBatch } from "../src/batch";
import { createApiClient } from "../src/createApiClient";
import { createApiUploader } from "../src/createApiUploader";
import type { ApiError } from "../src/errors";
import { createApiQueryHooks } from "../src/queryHooks";
import { createServerClock } from "../src/serverClock";
import { createMemoryTokenStore, type StoredTokens } from "../src/tokenStore";
import type { UploadXhr } from "../src/upload";
import { createFakeFetch, NOW, type SeenRequest, testBaseUrls } from "./harness";

/**
 * `createApiClient` over the generated contract with a fake network and a fixed server clock, plus its optional
 * helpers (`upload`, `batch`, `$api`) built the way an app builds them.
 */
export function createTestApiClient(options: {
  handler?: (request: SeenRequest) => Response | Promise<Response>;
  tokens?: Partial<StoredTokens>;
  online?: boolean;
  xhr?: (() => UploadXhr) | null;
}) {
  const fake = createFakeFetch(options.handler ?? (() => new Response("{}", { status: 200 })));
  const tokenStore = createMemoryTokenStore(options.tokens ?? {});
  const clock = createServerClock({ deviceNow: () => NOW * 1000 });
  const online = { value: options.online ?? true };
  const errors: ApiError[] = [];
  const expired: number[] = [];
  const api = createApiClient({
    baseUrls: testBaseUrls,
    tokenStore,
    clock,
    fetch: fake.fetch,
    isOnline: () => online.value,
    onError: (error) => errors.push(error),
    onSessionExpired: () => expired.push(1),
    xhr: options.xhr ?? null,
  });
  return {
    ...api,
    upload: createApiUploader(api),
    batch: createApiBatch(api),
    $api: createApiQueryHooks(api),
    fake,
    tokenStore,
    online,
    errors,
    expired,
  };
}
