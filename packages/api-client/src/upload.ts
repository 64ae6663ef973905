import { bearer } from "./bearer";
import {
  type ApiError,
  apiErrorFromHttp,
  apiErrorFromNetwork,
  createAbortError,
  isAbortError,
  parseJsonText,
  toApiError,
} from "./errors";
import type { operations } from "./generated/schema";
import type { BaseUrls } from "./middleware/baseUrl";
import { PROFILE_ID_HEADER } from "./middleware/profileId";
import type { OperationInfo } from "./operationTable";
import type { ServerClock } from "./serverClock";
import { isTransientFailure, type Session } from "./session";
import type { TokenStore } from "./tokenStore";

/** The answer of a successful upload (`uploadFiles` 200). */
export type UploadResult = operations["uploadFiles"]["responses"][200]["content"]["application/json"];

/** Upload progress: bytes sent, total bytes when known, and the fraction 0..1 when the total is known. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
  fraction: number | null;
}

/** Options of one upload. */
export interface UploadOptions {
  /** Storage folder on the upload host: 'user' for avatars, 'public' by default (contract). */
  folder?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Cancels the upload; the promise then rejects with an AbortError (see `isAbortError`). */
  signal?: AbortSignal;
}

/** Uploads files (multipart `folder` + `files`) and resolves with the typed answer. */
export type Uploader<Result> = (files: readonly Blob[], options?: UploadOptions) => Promise<Result>;

/**
 * The part of XMLHttpRequest an upload uses; the browser's XMLHttpRequest fits it, and tests pass a fake.
 * Listener-based so the real class is assignable without casts.
 */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  getResponseHeader(name: string): string | null;
  addEventListener(type: "load" | "error" | "abort" | "timeout", listener: () => void): void;
  readonly upload: {
    addEventListener(
      type: "progress",
      listener: (event: { loaded: number; total: number; lengthComputable: boolean }) => void,
    ): void;
  };
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
}

/** Everything an uploader needs; `createApiClient` passes its own values. */
export interface UploaderOptions {
  operation: OperationInfo;
  baseUrls: BaseUrls;
  session: Session;
  tokenStore: TokenStore;
  clock: ServerClock;
  isOnline: () => boolean;
  report: (error: ApiError) => ApiError;
  fetch: (request: Request) => Promise<Response>;
  /** Creates an XMLHttpRequest (progress events); null forces `fetch` (no byte progress). */
  xhr: (() => UploadXhr) | null;
}

interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
  date: string | null;
}

interface Transfer {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress: ((progress: UploadProgress) => void) | undefined;
  signal: AbortSignal | undefined;
}

function sendWithXhr(create: () => UploadXhr, transfer: Transfer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = create();
    const onAbort = () => xhr.abort();
    const done = () => transfer.signal?.removeEventListener("abort", onAbort);
    xhr.open("POST", transfer.url);
    for (const [name, value] of Object.entries(transfer.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      const total = event.lengthComputable ? event.total : null;
      transfer.onProgress?.({ loaded: event.loaded, total, fraction: total ? event.loaded / total : null });
    });
    xhr.addEventListener("load", () => {
      done();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        text: xhr.responseText,
        date: xhr.getResponseHeader("Date"),
      });
    });
    xhr.addEventListener("error", () => {
      done();
      reject(new TypeError(""));
    });
    xhr.addEventListener("timeout", () => {
      done();
      reject(new TypeError(""));
    });
    xhr.addEventListener("abort", () => {
      done();
      reject(createAbortError());
    });
    transfer.signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(transfer.body);
  });
}

async function sendWithFetch(
  fetchFn: (request: Request) => Promise<Response>,
  transfer: Transfer,
): Promise<RawAnswer> {
  const response = await fetchFn(
    new Request(transfer.url, {
      method: "POST",
      headers: transfer.headers,
      body: transfer.body,
      ...(transfer.signal ? { signal: transfer.signal } : {}),
    }),
  );
  const text = await response.text();
  // fetch reports no upload progress: one final event keeps progress bars honest.
  const size = [...transfer.body.values()].reduce(
    (sum, part) => sum + (typeof part === "string" ? 0 : part.size),
    0,
  );
  transfer.onProgress?.({ loaded: size, total: size, fraction: 1 });
  return {
    status: response.status,
    statusText: response.statusText,
    text,
    date: response.headers.get("Date"),
  };
}

/** The default XHR factory: the browser's XMLHttpRequest when present. */
export function defaultUploadXhr(): (() => UploadXhr) | null {
  return typeof XMLHttpRequest === "function" ? () => new XMLHttpRequest() : null;
}

/**
 * Creates the multipart uploader for the contract's upload operation, with the same rules as the client:
 * Authorization and Profile-Id from the operation's security, a 401 answered by the one shared refresh and a
 * single retry (FormData is rebuilt, so nothing is lost), errors normalised to `ApiError`, cancellation an AbortError.
 */
export function createUploader<Result>(options: UploaderOptions): Uploader<Result> {
  const { operation } = options;
  const url = `${options.baseUrls[operation.server].replace(/\/+$/, "")}${operation.path}`;

  return async (files, uploadOptions = {}) => {
    const { signal, onProgress } = uploadOptions;
    if (signal?.aborted) throw createAbortError();
    const form = () => {
      const body = new FormData();
      body.append("folder", uploadOptions.folder ?? "public");
      for (const file of files) body.append("files", file);
      return body;
    };
    const headersFor = (token: string | null) => {
      const headers: Record<string, string> = { Accept: "application/json" };
      if (token) headers.Authorization = bearer(token);
      const { activeProfileId } = options.tokenStore.read();
      if (token && operation.profileId && activeProfileId !== null) {
        headers[PROFILE_ID_HEADER] = String(activeProfileId);
      }
      return headers;
    };
    const send = async (token: string | null): Promise<RawAnswer> => {
      const transfer = { url, headers: headersFor(token), body: form(), onProgress, signal };
      try {
        return options.xhr
          ? await sendWithXhr(options.xhr, transfer)
          : await sendWithFetch(options.fetch, transfer);
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw options.report(apiErrorFromNetwork(error, options.isOnline()));
      }
    };

    let token: string | null = null;
    if (operation.auth === "required") {
      try {
        token = await options.session.accessToken();
      } catch (error) {
        throw options.report(toApiError(error));
      }
    } else if (operation.auth === "optional") {
      token = options.session.currentAccessToken();
    }

    let answer = await send(token);
    options.clock.observeDateHeader(answer.date);
    if (answer.status === 401 && token) {
      let retryToken: string | null = null;
      try {
        retryToken = await options.session.recover(token);
      } catch (error) {
        const apiError = toApiError(error);
        if (isTransientFailure(apiError)) throw options.report(apiError);
      }
      if (retryToken) {
        answer = await send(retryToken);
        options.clock.observeDateHeader(answer.date);
      }
    }
    const body = parseJsonText(answer.text);
    // Like openapi-fetch, the answer is trusted to match the contract's type; the server validates its own output.
    if (answer.status >= 200 && answer.status < 300) return body as Result;
    throw options.report(apiErrorFromHttp({ status: answer.status, statusText: answer.statusText, body }));
  };
}
