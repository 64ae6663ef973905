/** Texts of the notifications area. */
export const notificationsMessages = {
  title: "اعلان‌ها",
  seeAll: "مشاهده همه",
  details: "جزئیات",
  unseen: "خوانده نشده",
  empty: "اعلانی یافت نشد",
  loadMore: "بارگذاری بیشتر",
  openRequest: "مشاهده درخواست",
} as const;
