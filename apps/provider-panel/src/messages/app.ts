/** Texts of the app area. */
export const appMessages = {
  name: "پنل خدمت‌دهندگان",
  tagline: "بستری برای تسهیل برگزاری مراسم مذهبی",
  version: (v: string) => `نسخه ${v}`,
  defaultUserName: "کاربر مراسم",
  loading: "در حال بارگذاری…",
} as const;
