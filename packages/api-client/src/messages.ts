/**
 * Every Persian text this package can put in front of a user. Apps show `ApiError.message` as is, so these are
 * the fallbacks used when neither the server nor the transport gave a message.
 */
export const messages = {
  /** The spec's generic system error, used when no other message exists. */
  systemError: "خطای سیستمی رخ داده است، لطفا بعدا تلاش کنید",
  /** The spec's offline text: the browser is offline and the call failed at the network level. */
  internetCut: "اتصال اینترنت شما قطع است، لطفاً تنظیمات اینترنت را بررسی کنید",
  /** The spec's 'access token not exists': a private call with no usable session (sent nothing, status 401). */
  accessTokenMissing: "توکن دسترسی وجود ندارد، لطفا دوباره وارد شوید",
  /** A batch answer that did not contain an item that was asked for. */
  batchItemMissing: "پاسخ این بخش از سرور دریافت نشد",
} as const;

/** The message keys, for apps that override texts. */
export type MessageKey = keyof typeof messages;
