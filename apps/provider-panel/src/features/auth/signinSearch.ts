import { oneOf, searchParam } from "../../shared/routing/searchParam";

const mode = searchParam(oneOf(["otp", "password"] as const), "otp");

/** /signin?mode=otp|password (typed; anything else falls back to the one-time code). */
export const signinSearchSchema = (search: Record<string, unknown>): { mode?: "otp" | "password" } => ({
  mode: mode(search.mode),
});
