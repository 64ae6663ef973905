export {
  type Batch,
  type BatchCall,
  type BatchItem,
  type BatchResults,
  createApiBatch,
  MAX_BATCH_SIZE,
} from "./batch";
export { bearer } from "./bearer";
export {
  type ApiClient,
  type ApiClientContext,
  type ApiClientOptions,
  createApiClient,
} from "./createApiClient";
export { createApiUploader } from "./createApiUploader";
export {
  browserCrossTabLock,
  type CrossTabLock,
  createStorageLock,
  createWebLocksLock,
  type LockManagerLike,
  REFRESH_LOCK_NAME,
  type StorageLockOptions,
} from "./crossTabLock";
export {
  ApiError,
  apiErrorFromHttp,
  apiErrorFromNetwork,
  apiErrorFromResponse,
  isAbortError,
  isApiError,
  parseRetryAfter,
  toApiError,
} from "./errors";
export {
  type ApiFieldError,
  type ApiKeyedFieldError,
  fieldErrorsOf,
  keyedFieldErrorsOf,
} from "./fieldErrors";
export { type OperationId, operations as operationTable } from "./generated/operations";
export type { components, operations, paths } from "./generated/schema";
export { type MessageKey, messages } from "./messages";
export type { BaseUrls } from "./middleware/baseUrl";
export { PROFILE_ID_HEADER } from "./middleware/profileId";
export {
  type AuthMode,
  type OperationInfo,
  type OperationLookup,
  type ServerId,
  sessionOperationIds,
} from "./operationTable";
export { createApiQueryHooks } from "./queryHooks";
export { createServerClock, type ServerClock } from "./serverClock";
export { isTransientFailure, type Session, type SessionStatus } from "./session";
export {
  createLocalStorageTokenStore,
  createMemoryTokenStore,
  defaultTokenStorageKeys,
  expiryFromExpiresIn,
  isUnexpired,
  type ServerTokenSet,
  type StorageLike,
  type StoredTokens,
  type TokenPair,
  type TokenStorageKeys,
  type TokenStore,
  tokenPairFromTokenSet,
  validAccessToken,
  validRefreshToken,
} from "./tokenStore";
export type {
  Uploader,
  UploadOptions,
  UploadProgress,
  UploadResult,
  UploadXhr,
} from "./upload";
