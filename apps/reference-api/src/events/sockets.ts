import { upgradeWebSocket } from "@hono/node-server";
import type { Hono } from "hono";
import type { WSContext } from "hono/ws";
import type { Deps } from "../app/deps";
import type { AppEnv } from "../app/env";
import { profileToActAs } from "../auth/requireProfile";
import { authenticate } from "../auth/tokens";
import { ErrorCode, httpError } from "../http/errors";
import { isInt32 } from "../http/integerBounds";
import { messages } from "../messages";

/**
 * Mounts `GET /api/profile/connect`: authenticates `access_token` + `profile_id` (query), upgrades to a
 * WebSocket and pushes every bus event for that profile as JSON. Events reach the bus through
 * LISTEN/NOTIFY, so a socket on any instance receives events published by any instance.
 */
export function mountEventSocket(app: Hono<AppEnv>, deps: Deps): { count(): number; close(): void } {
  const sockets = new Map<number, Set<WSContext>>();
  const unsubscribe = deps.events.subscribe((event) => {
    const targets = sockets.get(event.profile_id);
    if (!targets) return;
    const text = JSON.stringify({ ...event.payload, type: event.type });
    for (const ws of targets) ws.send(text);
  });

  app.get(
    "/api/profile/connect",
    async (c, next) => {
      const token = c.req.query("access_token") ?? "";
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
      let self: WSContext | null = null;
      return {
        onOpen(_event, ws) {
          self = ws;
          const set = sockets.get(profileId) ?? new Set<WSContext>();
          set.add(ws);
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
    count: () => [...sockets.values()].reduce((n, s) => n + s.size, 0),
    close() {
      unsubscribe();
      for (const set of sockets.values()) for (const ws of set) ws.close(1001, "server shutdown");
      sockets.clear();
    },
  };
}
