import type { AppServices } from "../services/services";

/**
 * The sheba rule of adding a service (`shebaGate.ts`), loaded on the way in: every route's beforeLoad sits in the
 * first chunk, which /signin's budget counts, so the routes that create a service share this one small door.
 */
export async function guardNewServiceLazily(
  options: { context: AppServices; preload: boolean },
  formId?: number,
): Promise<void> {
  await (await import("./shebaGate")).guardNewService(options, formId);
}
