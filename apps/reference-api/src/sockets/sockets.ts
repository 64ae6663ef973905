import { upgradeWebSocket } from "@hono/node-server";
import type { Hono } from "hono";
import type { WSContext } from "hono/ws";
import { profileToActAs } from "../auth/requireProfile";
import { authenticate, hashToken } from "../auth/tokens";
import type { Deps } from "../context/deps";
import type { AppEnv } from "../context/env";
import { num } from "../db/schema";
import { ErrorCode, httpError } from "../http/errors";
import { isInt32 } from "../http/integerBounds";
import { nowSeconds } from "../kernel/clock";
import { messages } from "../messages";
import { tokenFromProtocols } from "./socketProtocols";

/** The socket's access token: the `bearer.` subprotocol, else the deprecated `access_token` query parameter. */
const socketToken = (req: {
  header(name: string): string | undefined;
  query(name: string): string | undefined;
}) => tokenFromProtocols(req.header("sec-websocket-protocol")) ?? req.query("access_token") ?? "";

/**
 * Close codes of the event socket (contract `connectEvents`): the client refreshes and reconnects after
 * `sessionEnded`, stops for `profileUnavailable`, and reconnects with backoff after anything else.
 */
export const SocketCloseCode = {
  /** The server is shutting down. */
  shutdown: 1001,
  /** The access token the socket was opened with expired or its session was revoked. */
  sessionEnded: 4401,
  /** The user may no longer act as the socket's profile (link removed, validation rejected). */
  profileUnavailable: 4403,
} as const;

/** One open socket and the session it belongs to. */
interface OpenSocket {
  ws: WSContext;
  profileId: number;
  userId: number;
  tokenHash: string;
}

/** The handle createApp keeps: open sockets, a session check on demand (tests), shutdown. */
export interface EventSockets {
  count(): number;
  /** Closes every socket whose session ended or whose profile is no longer allowed; resolves when done. */
  checkSessions(): Promise<void>;
  close(): void;
}

/**
 * Mounts `GET /api/profile/connect`: authenticates the access token (the `bearer.` subprotocol, else the
 * `access_token` query) and `profile_id` (query), upgrades to a
 * WebSocket and pushes every bus event for that profile as JSON. Events reach the bus through
 * LISTEN/NOTIFY, so a socket on any instance receives events published by any instance. A socket lives no longer
 * than its session: every `wsSessionCheckMs`, and at once when any instance revokes sessions, the tokens and
 * profile links of the open sockets are checked in two queries and ended sockets are closed.
 */
export function mountEventSocket(app: Hono<AppEnv>, deps: Deps): EventSockets {
  const sockets = new Map<number, Set<OpenSocket>>();
  const all = () => [...sockets.values()].flatMap((s) => [...s]);
  const unsubscribe = deps.events.subscribe((event) => {
    const targets = sockets.get(event.profile_id);
    if (!targets) return;
    const text = JSON.stringify({ ...event.payload, type: event.type });
    for (const s of targets) s.ws.send(text);
  });

  const checkSessions = async () => {
    const open = all();
    if (open.length === 0) return;
    const now = nowSeconds(deps.clock);
    const tokens = await deps.db
      .selectFrom("tokens")
      .select(["token_hash", "expires_at", "revoked"])
      .where("token_hash", "in", [...new Set(open.map((s) => s.tokenHash))])
      .execute();
    const live = new Set(
      tokens.filter((t) => !t.revoked && num(t.expires_at) > now).map((t) => t.token_hash),
    );
    const links = await deps.db
      .selectFrom("profile_links")
      .innerJoin("profiles", "profiles.id", "profile_links.profile_id")
      .select(["profile_links.user_id", "profile_links.profile_id"])
      .where("profile_links.user_id", "in", [...new Set(open.map((s) => s.userId))])
      .where("profiles.validation_status", "!=", "rejected")
      .execute();
    const allowed = new Set(links.map((l) => `${l.user_id}:${l.profile_id}`));
    for (const s of open) {
      if (!live.has(s.tokenHash)) s.ws.close(SocketCloseCode.sessionEnded, "session ended");
      else if (!allowed.has(`${s.userId}:${s.profileId}`))
        s.ws.close(SocketCloseCode.profileUnavailable, "profile unavailable");
    }
  };
  const check = () => {
    checkSessions().catch((error: unknown) =>
      deps.log.warn("socket session check failed", { error: String(error) }),
    );
  };
  const timer = setInterval(check, deps.config.wsSessionCheckMs);
  timer.unref();
  const stopSessions = deps.events.onSessionsChanged(check);

  app.get(
    "/api/profile/connect",
    async (c, next) => {
      const token = socketToken(c.req);
      const profileId = Number(c.req.query("profile_id") ?? "");
      if (token === "") throw httpError(401, messages.wsUnauthorized, ErrorCode.unauthorized);
      const user = await authenticate(deps.db, deps.clock, token);
      if (!isInt32(profileId)) throw httpError(403, messages.profileForbidden, ErrorCode.profileForbidden);
      c.set("user", user);
      c.set("profile", await profileToActAs(deps.db, user.id, profileId));
      await next();
    },
    upgradeWebSocket((c) => {
      const profileId = c.var.profile.id;
      const tokenHash = hashToken(socketToken(c.req));
      const userId = c.var.user.id;
      let self: OpenSocket | null = null;
      return {
        onOpen(_event, ws) {
          self = { ws, profileId, userId, tokenHash };
          const set = sockets.get(profileId) ?? new Set<OpenSocket>();
          set.add(self);
          sockets.set(profileId, set);
        },
        onClose() {
          const set = sockets.get(profileId);
          if (set && self) {
            set.delete(self);
            if (set.size === 0) sockets.delete(profileId);
          }
        },
        onError(event) {
          deps.log.warn("websocket error", { profile: profileId, error: String(event) });
        },
      };
    }),
  );

  return {
    count: () => all().length,
    checkSessions,
    close() {
      clearInterval(timer);
      stopSessions();
      unsubscribe();
      for (const s of all()) s.ws.close(SocketCloseCode.shutdown, "server shutdown");
      sockets.clear();
    },
  };
}
