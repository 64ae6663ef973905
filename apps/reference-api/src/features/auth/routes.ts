import { rememberClient } from "../../auth/knownClients";
import { clientKey } from "../../auth/limits";
import { limitClientCodeRequests, sendCode, verifyCode } from "../../auth/otp";
import { hashPassword, verifyPassword } from "../../auth/passwords";
import { consumeTempToken, issueTokenSet, rotateRefreshToken } from "../../auth/tokens";
import type { Feature } from "../../context/feature";
import { ApiError, ErrorCode, httpError } from "../../http/errors";
import { optString, reqString } from "../../http/input";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { messages } from "../../messages";
import { codeOf, mobileOf } from "./input";
import { findUserByMobile, takePasswordTry } from "./users";

/** Sign-in by code or password, two-step, signup tokens, refresh rotation, auto-login, forgot password. */
export const authFeature: Feature = {
  name: "auth",
  routes(app, deps) {
    const { db, clock, config } = deps;
    const on = typedRoutes(app);

    on.post("/api/profile/refresh_token", async (c, io) => {
      const body = io.body;
      // The grace of a spent token belongs to the client that spent it: a copy elsewhere is a theft signal.
      const client = `${clientKey(c, config)}|${c.req.header("user-agent") ?? ""}`;
      const refreshToken = reqString(body, "refresh_token", 200);
      const token = await rotateRefreshToken(db, clock, config, refreshToken, client).catch(
        async (error: unknown) => {
          // A family was just revoked: open sockets of its access tokens close at once on every instance.
          if (error instanceof ApiError && error.body.code === ErrorCode.refreshReused)
            await deps.events.sessionsChanged();
          throw error;
        },
      );
      return io.ok({ token });
    });

    on.post("/api/profile/signin", async (c, io) => {
      const body = io.body;
      const mobile = mobileOf(body, "username");
      const password = optString(body, "password", 200);
      const client = clientKey(c, config);
      const user = await findUserByMobile(db, mobile);
      if (password !== undefined && password !== "") {
        const attempt = await takePasswordTry(deps, mobile, client);
        if (!user) throw httpError(400, messages.passwordWrong, ErrorCode.passwordWrong);
        if (!user.password_hash) throw httpError(400, messages.passwordNotSet, ErrorCode.passwordWrong);
        if (!(await verifyPassword(password, user.password_hash)))
          throw httpError(400, messages.passwordWrong, ErrorCode.passwordWrong);
        await attempt.refund();
        if (user.two_factor_method === 1) {
          await sendCode(deps, mobile, "signin", client);
          return io.ok({ signup: false, two_auth_method: 1 }, messages.codeSent);
        }
        await rememberClient(db, mobile, client, nowSeconds(clock));
        const token = await issueTokenSet(db, clock, config, user.id);
        return io.ok({ signup: false, two_auth_method: 0, token }, messages.signinSuccess);
      }
      await sendCode(deps, mobile, "signin", client);
      const signup = !user || user.main_profile_id === null;
      // Contract: with the username only, a code was sent, so the code step is always needed.
      return io.ok({ signup, two_auth_method: 1 }, messages.codeSent);
    });

    on.post("/api/profile/signin_confirm", async (c, io) => {
      const body = io.body;
      const mobile = mobileOf(body, "username");
      const code = codeOf(body, "code");
      await verifyCode(deps, mobile, "signin", code, clientKey(c, config));
      let user = await findUserByMobile(db, mobile);
      if (!user) {
        user = await db
          .insertInto("users")
          .values({ mobile, password_hash: null, main_profile_id: null, created_at: nowSeconds(clock) })
          .onConflict((oc) => oc.column("mobile").doUpdateSet({ mobile }))
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const token = await issueTokenSet(db, clock, config, user.id);
      return io.ok({ token, signup: user.main_profile_id === null }, messages.signinSuccess);
    });

    on.post("/api/profile/auto_login", async (_c, io) => {
      const body = io.body;
      const userId = await consumeTempToken(db, clock, reqString(body, "temp_token", 200));
      const token = await issueTokenSet(db, clock, config, userId);
      return io.ok({ token }, messages.signinSuccess);
    });

    on.post("/api/profile/forgot_password", async (c, io) => {
      const body = io.body;
      const mobile = mobileOf(body, "username");
      const user = await findUserByMobile(db, mobile);
      // Same answer whether or not the number has an account, so the endpoint cannot list accounts.
      const client = clientKey(c, config);
      if (user) await sendCode(deps, mobile, "forgot", client);
      else await limitClientCodeRequests(deps, client);
      return io.message(messages.codeSent);
    });

    on.post("/api/profile/forgot_password_confirm", async (c, io) => {
      const body = io.body;
      const mobile = mobileOf(body, "username");
      const password = reqString(body, "new_password", 200);
      const confirm = reqString(body, "new_password_confirm", 200);
      // Named fields, as the security screen's change: the form says it under the password, not under the code.
      if (password.length < 8)
        throw httpError(400, messages.passwordShort, ErrorCode.invalidRequest, [
          { path: "/body/new_password", message: messages.passwordShort },
        ]);
      if (password !== confirm)
        throw httpError(400, messages.passwordMismatch, ErrorCode.invalidRequest, [
          { path: "/body/new_password_confirm", message: messages.passwordMismatch },
        ]);
      const code = codeOf(body, "sms_code");
      await verifyCode(deps, mobile, "forgot", code, clientKey(c, config));
      const user = await findUserByMobile(db, mobile);
      if (!user) throw httpError(400, messages.codeWrong, ErrorCode.codeWrong);
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set({ password_hash: hash }).where("id", "=", user.id).execute();
        // A reset signs out every other session.
        await trx.updateTable("tokens").set({ revoked: true }).where("user_id", "=", user.id).execute();
        await deps.events.sessionsChanged(trx);
      });
      const token = await issueTokenSet(db, clock, config, user.id);
      return io.ok({ token }, messages.passwordReset);
    });
  },
};
