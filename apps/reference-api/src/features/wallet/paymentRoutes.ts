import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { toPersianDigits } from "@ceremony/persian-text";
import type { Feature } from "../../context/feature";
import { ApiError, ErrorCode, httpError } from "../../http/errors";
import { invalidInput } from "../../http/input";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { messages } from "../../messages";
import { notify } from "../messages/notify";
import { recordTransaction } from "./credit";

/**
 * The panel's font (Vazirmatn, its Persian subset), served beside the page: in Tahoma the Persian thousands separator
 * reads as an apostrophe («۱۵’۰۰۰») and the page looked like another site.
 */
export const PAY_FONT_PATH = "/pay-assets/vazirmatn.woff2";
const fontFile = fileURLToPath(
  import.meta.resolve("@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2"),
);

/** The page's one style block, allowed by its hash (no 'unsafe-inline'). */
const PAGE_STYLE =
  `@font-face{font-family:Vazirmatn;font-weight:100 900;font-display:swap;src:url(${PAY_FONT_PATH}) format("woff2")}` +
  "body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}main{background:#fff;border-radius:12px;padding:24px;max-width:360px;width:90%;box-shadow:0 2px 12px #0002;text-align:center}strong{font-size:1.5em;display:block;margin:12px 0}button{font:inherit;border:0;border-radius:8px;padding:10px 20px;margin:6px;cursor:pointer}.pay{background:#1a7f37;color:#fff}.cancel{background:#e5e7eb}";

/**
 * The page has no script and posts only to itself: nothing else may load, and no other site may frame it
 * (a framed pay button could be clicked through an overlay). Its form's redirect may go on only to the payment's
 * own return origin (form-action covers redirects), one returnOrigin allowed.
 */
const STYLE_HASH = createHash("sha256").update(PAGE_STYLE).digest("base64");
function pageHeaders(back = "") {
  return {
    "content-security-policy": `default-src 'none'; font-src 'self'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'${back ? ` ${back}` : ""}; frame-ancestors 'none'; base-uri 'none'`,
    "x-frame-options": "DENY",
  };
}
const PAGE_HEADERS = pageHeaders();

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** Formats tomans with Persian digits and thousands separators. */
export function formatToman(amount: number): string {
  return toPersianDigits(amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, "٬"));
}

/** The payment page is public: it is addressed by the payment's random token, so ids cannot be enumerated. */
function paymentToken(raw: string): string {
  if (!/^[A-Za-z0-9_-]{43}$/.test(raw)) throw httpError(404, messages.paymentNotFound, ErrorCode.notFound);
  return raw;
}

/**
 * The reference server's own payment gateway. GET shows the amount with pay and cancel buttons; POST
 * `result=paid` credits the wallet, records a transaction, a receipt and a notification (pushed as a
 * `message` event) in one transaction, then redirects (303) to the panel's receipts screen.
 */
export const paymentPageFeature: Feature = {
  name: "payment-page",
  routes(app, deps) {
    const { db, clock, config } = deps;
    const on = typedRoutes(app);
    // Back to the panel origin the payment was started from (returnOrigin), where the provider's session is.
    const settled = (status: number, back: string) =>
      page(
        messages.payPageTitle,
        `<p>${status === 1 ? messages.payPageDone : messages.payPageCancelled}</p><p><a href="${back}${config.walletReturnPath}">${messages.payPageBack}</a></p>`,
      );

    // Read once, on the first page that asks: every payment page loads it.
    let font: Promise<Buffer> | undefined;
    const fontBytes = () => {
      font ??= readFile(fontFile);
      return font;
    };
    app.get(PAY_FONT_PATH, async (c) =>
      c.body(new Uint8Array(await fontBytes()), 200, {
        "content-type": "font/woff2",
        "cache-control": "public, max-age=31536000, immutable",
      }),
    );

    on.get("/pay/{payment_id}", async (c, io) => {
      const token = paymentToken(io.params.payment_id);
      const payment = await db
        .selectFrom("payments")
        .selectAll()
        .where("token", "=", token)
        .executeTakeFirst();
      if (!payment) throw httpError(404, messages.paymentNotFound, ErrorCode.notFound);
      if (payment.status_id !== 0)
        return io.raw(c.html(settled(payment.status_id, payment.return_origin), 200, PAGE_HEADERS));
      return io.raw(
        c.html(
          page(
            messages.payPageTitle,
            `<h1>${messages.payPageTitle}</h1><p>${messages.payPageAmount}</p><strong>${formatToman(payment.amount)} ${messages.payPageToman}</strong>` +
              `<form method="post"><button class="pay" name="result" value="paid" type="submit">${messages.payPagePay}</button>` +
              `<button class="cancel" name="result" value="cancelled" type="submit">${messages.payPageCancel}</button></form>`,
          ),
          200,
          pageHeaders(payment.return_origin),
        ),
      );
    });

    on.post("/pay/{payment_id}", async (c, io) => {
      const token = paymentToken(io.params.payment_id);
      const result = io.body.result;
      if (result !== "paid" && result !== "cancelled") {
        invalidInput("result", "paid or cancelled");
      }
      const now = nowSeconds(clock);
      const settle = db.transaction().execute(async (trx) => {
        const payment = await trx
          .selectFrom("payments")
          .selectAll()
          .where("token", "=", token)
          .forUpdate()
          .executeTakeFirst();
        if (!payment) return null;
        const id = payment.id;
        if (payment.status_id !== 0) return { settled: payment.status_id, back: payment.return_origin };
        if (result === "cancelled") {
          await trx.updateTable("payments").set({ status_id: 2 }).where("id", "=", id).execute();
          return { settled: null, back: payment.return_origin };
        }
        await trx.updateTable("payments").set({ status_id: 1, paid_at: now }).where("id", "=", id).execute();
        await recordTransaction(trx, payment.profile_id, payment.amount, 1, messages.depositDescription, now);
        await trx
          .insertInto("receipts")
          .values({
            profile_id: payment.profile_id,
            price: payment.amount,
            order_id: null,
            payment_id: id,
            created_at: now,
          })
          .execute();
        await notify(
          deps,
          trx,
          payment.profile_id,
          messages.depositDescription,
          `${formatToman(payment.amount)} ${messages.payPageToman}`,
        );
        return { settled: null, back: payment.return_origin };
      });
      // A credit past the wallet's cap is refused: the page says so and the payment stays open.
      const outcome = await settle.catch((error: unknown) => {
        if (error instanceof ApiError && error.body.message === messages.walletFull) return "full" as const;
        throw error;
      });
      if (outcome === "full")
        return io.raw(
          c.html(page(messages.payPageTitle, `<p>${messages.walletFull}</p>`), 400, PAGE_HEADERS),
        );
      if (!outcome) throw httpError(404, messages.paymentNotFound, ErrorCode.notFound);
      if (outcome.settled !== null)
        return io.raw(c.html(settled(outcome.settled, outcome.back), 200, PAGE_HEADERS));
      return io.raw(
        c.redirect(`${outcome.back}${config.walletReturnPath}?payment=${token}&status=${result}`, 303),
      );
    });
  },
};
