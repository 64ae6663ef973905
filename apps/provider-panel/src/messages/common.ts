/** Texts of the common area. */
export const commonMessages = {
  home: "صفحهٔ اصلی",
  loadMore: "بیشتر",
  previous: "صفحهٔ قبل",
  next: "صفحهٔ بعد",
  save: "ذخیره",
  cancel: "انصراف",
  loading: "در حال بارگذاری…",
} as const;
