/** Texts of the errors area. */
export const errorsMessages = {
  generic: "خطای سیستمی رخ داده است، لطفاً دوباره تلاش کنید",
  offline: "اتصال اینترنت شما قطع است، لطفاً تنظیمات اینترنت را بررسی کنید",
  unreachable: "سرور در دسترس نیست",
  dataError: "خطای داده",
  boundary: "خطای سیستمی، لطفاً بعداً دوباره تلاش کنید",
  notFound: "صفحهٔ مورد نظر پیدا نشد",
} as const;
