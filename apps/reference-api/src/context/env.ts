import type { HttpBindings } from "@hono/node-server";
import type { Profile, User } from "../db/schema";

/** Hono environment of the app: `c.var.user` / `c.var.profile` are set by the auth middlewares. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    user: User;
    profile: Profile;
    /** Body already parsed and validated against the OpenAPI document (JSON or form). */
    body: Record<string, unknown>;
    /** This request's id (X-Request-Id), in its log lines. */
    requestId: string;
    /** Query already validated and coerced against the OpenAPI document. */
    query: Record<string, unknown>;
  };
}
