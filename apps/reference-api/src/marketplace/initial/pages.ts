/** A CMS page listed in the initial data; its widgets are fetched by url (getCmsPage). */
export interface CmsPage {
  id: number;
  title: string;
  url: string;
  /** Widgets in display order; only static_page exists on the reference server. */
  widgets: StaticPageWidget[];
}

/** A static page widget: sanitised, script-free HTML. */
export interface StaticPageWidget {
  id: number;
  type: "static_page";
  title: string;
  html_body: string;
}

const page = (id: number, title: string, url: string, html: string): CmsPage => ({
  id,
  title,
  url,
  widgets: [{ id: id * 10 + 1, type: "static_page", title, html_body: html }],
});

/** The provider pages linked from the side menu. Hand-written HTML using only p, h2, ul, li, strong and a. */
export const PAGES: readonly CmsPage[] = [
  page(
    1,
    "راهنمای مجریان",
    "/static/help-provider",
    [
      "<h2>راهنمای استفاده از پنل مجریان</h2>",
      "<p>برای دریافت درخواست‌ها ابتدا از بخش <strong>خدمات من</strong> خدمت جدیدی ثبت کنید و مراحل آن را کامل نمایید.</p>",
      "<ul><li>پس از تایید خدمت توسط سامانه، درخواست‌های مرتبط در فهرست درخواست‌ها نمایش داده می‌شود.</li>",
      "<li>با اعلام آمادگی، درخواست به بخش فاکتورها منتقل می‌شود.</li>",
      "<li>پس از پذیرش توسط مشتری می‌توانید با او گفتگو کنید.</li></ul>",
    ].join(""),
  ),
  page(
    2,
    "تماس با ما",
    "/static/contact-us-provider",
    [
      "<h2>تماس با پشتیبانی مجریان</h2>",
      "<p>پاسخگویی همه روزه از ساعت ۸ تا ۲۰.</p>",
      '<ul><li>تلفن: <a href="tel:02100000000">۰۲۱۰۰۰۰۰۰۰۰</a></li>',
      '<li>ثبت درخواست پشتیبانی: <a href="/panel/ticket/new">ارسال تیکت</a></li></ul>',
    ].join(""),
  ),
  page(
    3,
    "درباره ما",
    "/static/about-provider",
    [
      "<h2>درباره سامانه</h2>",
      "<p>این سامانه بستری برای ساده‌سازی برگزاری مراسم مذهبی است و مجریان، تالارها و خادمان مراسم را به مردم معرفی می‌کند.</p>",
    ].join(""),
  ),
];

/** Page by url. */
export function pageByUrl(url: string): CmsPage | undefined {
  return PAGES.find((p) => p.url === url);
}
