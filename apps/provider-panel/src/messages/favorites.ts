/** Texts of the favorites area. */
export const favoritesMessages = {
  title: "علاقه‌مندی‌ها",
  badge: "۲۰ مورد",
  sample: "نمونه",
} as const;
