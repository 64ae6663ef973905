import { clientKey } from "../../auth/limits";
import { sendCode, verifyCode } from "../../auth/otp";
import { hashPassword, verifyPassword } from "../../auth/passwords";
import { requireProfile } from "../../auth/requireProfile";
import type { Feature } from "../../context/feature";
import { ErrorCode, httpError } from "../../http/errors";
import { invalidInput, optBool, optString, reqInt } from "../../http/input";
import { typedRoutes } from "../../http/typedRoutes";
import { messages } from "../../messages";
import { codeOf } from "./input";

function methodOf(src: Record<string, unknown>): 0 | 1 {
  const id = reqInt(src, "method_id");
  if (id !== 0 && id !== 1) invalidInput("method_id", "0 or 1");
  return id;
}

/** Password change/removal and the two-step sign-in toggle (confirmed by a one-time code). */
export const securityFeature: Feature = {
  name: "security",
  routes(app, deps) {
    const on = typedRoutes(app);
    const { db } = deps;
    const auth = requireProfile(deps);

    on.put("/api/profile/change_password", auth, async (c, io) => {
      const body = io.body;
      const user = c.var.user;
      const remove = optBool(body, "remove_password") ?? false;
      const old = optString(body, "old_password", 200) ?? "";
      if (user.password_hash) {
        if (old === "")
          throw httpError(400, messages.passwordOldRequired, ErrorCode.invalidRequest, [
            { path: "/body/old_password", message: "required" },
          ]);
        if (!(await verifyPassword(old, user.password_hash)))
          throw httpError(400, messages.passwordOldWrong, ErrorCode.passwordWrong);
      }
      if (remove) {
        if (!user.password_hash) throw httpError(400, messages.passwordNotSet, ErrorCode.business);
        await db.updateTable("users").set({ password_hash: null }).where("id", "=", user.id).execute();
        return io.message(messages.passwordRemoved);
      }
      const next = optString(body, "new_password", 200) ?? "";
      const confirm = optString(body, "new_password_confirm", 200) ?? "";
      if (next.length < 8)
        throw httpError(400, messages.passwordShort, ErrorCode.invalidRequest, [
          { path: "/body/new_password", message: "min 8" },
        ]);
      if (next !== confirm)
        throw httpError(400, messages.passwordMismatch, ErrorCode.invalidRequest, [
          { path: "/body/new_password_confirm", message: "mismatch" },
        ]);
      await db
        .updateTable("users")
        .set({ password_hash: await hashPassword(next) })
        .where("id", "=", user.id)
        .execute();
      return io.message(messages.passwordChanged);
    });

    on.put("/api/profile/change_two_factor", auth, async (c, io) => {
      const method = methodOf(io.body);
      if (method === c.var.user.two_factor_method)
        throw httpError(400, messages.twoFactorSame, ErrorCode.business);
      await sendCode(deps, c.var.user.mobile, "two_factor", clientKey(c, deps.config));
      return io.message(messages.codeSent);
    });

    on.put("/api/profile/change_two_factor_resend_code", auth, async (c, io) => {
      methodOf(io.body);
      await sendCode(deps, c.var.user.mobile, "two_factor", clientKey(c, deps.config));
      return io.message(messages.codeSent);
    });

    on.put("/api/profile/change_two_factor_confirm", auth, async (c, io) => {
      const body = io.body;
      const method = methodOf(body);
      const code = codeOf(body, "sms_code", "/body/sms_code");
      await verifyCode(deps, c.var.user.mobile, "two_factor", code, clientKey(c, deps.config));
      await db
        .updateTable("users")
        .set({ two_factor_method: method })
        .where("id", "=", c.var.user.id)
        .execute();
      return io.message(messages.twoFactorChanged);
    });
  },
};
