import type { ApiClient } from "@ceremony/api-client";
import { errorLogBody } from "../ui/errorLog";
import { APP_VERSION } from "../ui/version";

/**
 * Reports a failure that reached an error view to the server's UI log. Loaded when an error view first shows,
 * so the first screen does not carry it; a report that cannot be sent is dropped.
 */
export async function logUiError({ client }: ApiClient, error: unknown): Promise<void> {
  await client.POST("/api/log_ui/log", { body: errorLogBody(error, window.location.href, APP_VERSION) });
}
