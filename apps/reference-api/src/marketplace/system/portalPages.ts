import type { Hono } from "hono";
import type { AppEnv } from "../../context/env";
import { portalTexts } from "../../messages";

/** The side menu's external links (general keys monthly_report_url and consumer_app_url). */
export interface SideMenuLinks {
  monthlyReport: string;
  consumerApp: string;
}

/** Where the demo links lead: small pages of the reference server standing in for the real portals. */
export const DEMO_LINKS: SideMenuLinks = {
  monthlyReport: "/demo/monthly-report",
  consumerApp: "/demo/consumer-app",
};

/** Scriptless pages: nothing loads but the inline style, and no other site may frame them. */
const HEADERS = {
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
};

function page(title: string, text: string): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:Tahoma,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}main{background:#fff;border-radius:12px;padding:24px;max-width:360px;width:90%;box-shadow:0 2px 12px #0002;line-height:1.9}h1{font-size:1.2em}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

/** The two stand-in portals the demo general keys point at (production sets the real URLs). */
export function portalRoutes(app: Hono<AppEnv>): void {
  app.get(DEMO_LINKS.monthlyReport, (c) =>
    c.html(page(portalTexts.monthlyReportTitle, portalTexts.monthlyReportText), 200, HEADERS),
  );
  app.get(DEMO_LINKS.consumerApp, (c) =>
    c.html(page(portalTexts.consumerAppTitle, portalTexts.consumerAppText), 200, HEADERS),
  );
}
