import * as v from "valibot";

/** /signin?mode=otp|password (typed; anything else falls back to the one-time code). */
export const signinSearchSchema = v.object({
  mode: v.optional(v.fallback(v.picklist(["otp", "password"]), "otp")),
});
