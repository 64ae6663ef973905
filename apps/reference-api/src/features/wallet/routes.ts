import { requireProfile } from "../../auth/requireProfile";
import { randomToken } from "../../auth/tokens";
import type { Feature } from "../../context/feature";
import { ErrorCode, httpError } from "../../http/errors";
import { reqInt } from "../../http/input";
import { fetchPage, paging } from "../../http/paging";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { messages } from "../../messages";
import { MAX_TOMANS } from "./money";
import { returnOrigin } from "./returnOrigin";

/** Wallet balance, transaction history, online receipts and deposit (link to the local payment page). */
export const walletFeature: Feature = {
  name: "wallet",
  routes(app, deps) {
    const { db, clock } = deps;
    const auth = requireProfile(deps);
    const on = typedRoutes(app);

    on.get("/api/financial/balance/wallet", auth, async (c, io) => {
      const w = await db
        .selectFrom("wallets")
        .selectAll()
        .where("profile_id", "=", c.var.profile.id)
        .executeTakeFirst();
      return io.ok({ balance: w?.balance ?? 0, withdrawable_balance: w?.withdrawable_balance ?? 0 });
    });

    on.post("/api/financial/balance/deposit", auth, async (c, io) => {
      const body = io.body;
      const amount = reqInt(body, "amount");
      if (amount <= 0 || amount > MAX_TOMANS) {
        throw httpError(400, messages.depositAmountInvalid, ErrorCode.invalidRequest, [
          { path: "/body/amount", message: "1..15 digits" },
        ]);
      }
      const payline = reqInt(body, "payline");
      const wallet = await db
        .selectFrom("wallets")
        .select("balance")
        .where("profile_id", "=", c.var.profile.id)
        .executeTakeFirst();
      // Checked again when the payment is settled; refusing here spares the user a payment that cannot land.
      if ((wallet?.balance ?? 0) + amount > MAX_TOMANS) {
        throw httpError(400, messages.walletFull, ErrorCode.invalidRequest, [
          { path: "/body/amount", message: `balance + amount above ${MAX_TOMANS}` },
        ]);
      }
      const payment = await db
        .insertInto("payments")
        .values({
          profile_id: c.var.profile.id,
          amount,
          payline,
          token: randomToken(),
          return_origin: returnOrigin(c.req.header("origin"), deps.config),
          created_at: nowSeconds(clock),
          paid_at: null,
        })
        .returning("token")
        .executeTakeFirstOrThrow();
      // Absolute (the panel may run on another origin than this API) and from the configured public URL, never
      // from the request's Host header, which any client can set.
      return io.ok({ link: `${deps.config.publicUrl}/pay/${payment.token}` }, messages.depositCreated);
    });

    on.get("/api/financial/balance/history", auth, async (c, io) => {
      const base = db.selectFrom("transactions").where("profile_id", "=", c.var.profile.id);
      const page = await fetchPage(base, paging(io.query), (q) =>
        q.select(["id", "amount", "title", "balance_after as balance", "created_at"]).orderBy("id", "desc"),
      );
      return io.paged(page.rows, page.count);
    });

    on.get("/api/financial/balance/internet_receipt/history", auth, async (c, io) => {
      const base = db.selectFrom("receipts").where("profile_id", "=", c.var.profile.id);
      const page = await fetchPage(base, paging(io.query), (q) =>
        // Newest first by date: a receipt may be recorded after a later one (an order settled late, the seed).
        q
          .select(["id", "price", "created_at", "order_id"])
          .orderBy("created_at", "desc")
          .orderBy("id", "desc"),
      );
      return io.paged(page.rows, page.count);
    });
  },
};
