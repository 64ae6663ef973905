/** Which host serves an operation (`x-server` in the contract). */
export type ServerId = "provider" | "website" | "upload" | "app";

/**
 * How an operation authenticates, read from its `security` in the contract:
 * `public` sends no Authorization and no Profile-Id; `required` sends the stored access token (and Profile-Id when
 * the operation lists it); `optional` sends the token when one exists; `temp` sends only the token the caller
 * passes explicitly (the temporary sign-up token of `initProfile`).
 */
export type AuthMode = "public" | "required" | "optional" | "temp";

/** Upper-case HTTP methods as they appear on a `Request`. */
export type OperationMethod = "GET" | "PUT" | "POST" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS" | "TRACE";

/** One row of the generated operation table. */
export interface OperationInfo {
  readonly operationId: string;
  readonly method: OperationMethod;
  readonly path: string;
  readonly server: ServerId;
  readonly auth: AuthMode;
  /** True when the operation's security includes the `profileId` scheme (send `Profile-Id` when signed in). */
  readonly profileId: boolean;
}

/**
 * The session's own calls: never intercepted by the 401/refresh middleware, whatever their auth mode, so a failing
 * sign-in or refresh can never trigger another refresh.
 */
export const sessionOperationIds: ReadonlySet<string> = new Set([
  "refreshToken",
  "signin",
  "signinConfirm",
  "autoLogin",
  "forgotPassword",
  "forgotPasswordConfirm",
]);

/** Fast lookups over an operation table. */
export interface OperationLookup {
  /** The operation for a method and a path template (`schemaPath` in openapi-fetch), or a private fallback. */
  resolve(method: string, schemaPath: string): OperationInfo;
  /** The operation with this operationId; throws when the contract lacks it (a wiring bug, not a runtime state). */
  byId(operationId: string): OperationInfo;
}

/**
 * Builds lookups. An unknown method+path resolves to a private provider operation: the safe side for a typed client
 * (a missing Authorization header is a visible 401, a leaked one is not visible at all).
 */
export function createOperationLookup(table: readonly OperationInfo[]): OperationLookup {
  const byKey = new Map<string, OperationInfo>();
  const byOperationId = new Map<string, OperationInfo>();
  for (const row of table) {
    byKey.set(`${row.method} ${row.path}`, row);
    byOperationId.set(row.operationId, row);
  }
  return {
    resolve(method, schemaPath) {
      const key = `${method.toUpperCase()} ${schemaPath}`;
      return (
        byKey.get(key) ?? {
          operationId: "",
          method: method.toUpperCase() as OperationMethod,
          path: schemaPath,
          server: "provider",
          auth: "required",
          profileId: true,
        }
      );
    },
    byId(operationId) {
      const row = byOperationId.get(operationId);
      if (!row) throw new Error(`The operation table has no operation "${operationId}".`);
      return row;
    },
  };
}
