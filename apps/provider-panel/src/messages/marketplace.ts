/** Texts shared by the marketplace screens (engine glue). */
export const marketplaceMessages = {
  missingForm: "فرم این خدمت مشخص نیست.",
  saveFailed: "ذخیره انجام نشد. لطفاً دوباره تلاش کنید.",
  loadMore: "نمایش موارد بیشتر",
} as const;
