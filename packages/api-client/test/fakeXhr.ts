import type { UploadXhr } from "../src/upload";

type ProgressListener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** A scriptable stand-in for XMLHttpRequest: records what was sent and answers when the test says so. */
export class FakeXhr implements UploadXhr {
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  statusText = "";
  responseText = "";
  private responseHeaders: Record<string, string> = {};
  private listeners = new Map<string, (() => void)[]>();
  private progressListeners: ProgressListener[] = [];
  readonly upload = {
    addEventListener: (_type: "progress", listener: ProgressListener) => {
      this.progressListeners.push(listener);
    },
  };

  constructor(private readonly onSend: (xhr: FakeXhr) => void) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    queueMicrotask(() => this.onSend(this));
  }
  abort() {
    this.aborted = true;
    this.emit("abort");
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  addEventListener(type: "load" | "error" | "abort" | "timeout", listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** Emits an upload progress event. */
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const listener of this.progressListeners) listener({ loaded, total, lengthComputable });
  }
  /** Completes the request with an answer. */
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.statusText = "";
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.emit("load");
  }
  /** Fails at the network level. */
  fail() {
    this.emit("error");
  }
  private emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

/** A factory that creates fake XHRs answering through `onSend`, and remembers them. */
export function createFakeXhrFactory(onSend: (xhr: FakeXhr, index: number) => void) {
  const created: FakeXhr[] = [];
  const factory = () => {
    const index = created.length;
    const xhr = new FakeXhr((x) => onSend(x, index));
    created.push(xhr);
    return xhr;
  };
  return { factory, created };
}
