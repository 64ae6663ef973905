import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TokenSet } from "../../auth/tokens";
import { DEMO_ACCOUNTS } from "../../seed/accounts";
import { createTestServer, type TestServer } from "../../testing/testServer";
import { coreFeatures } from "../index";
import { PAY_FONT_PATH } from "./paymentRoutes";
import { returnOrigin } from "./returnOrigin";

const config = { publicUrl: "http://localhost:8080", corsOrigins: ["http://localhost:5173"] };

describe("returnOrigin", () => {
  it("accepts this server's origin, a CORS origin and a loopback name for the same port", () => {
    expect(returnOrigin("http://localhost:8080", config)).toBe("http://localhost:8080");
    expect(returnOrigin("http://localhost:5173", config)).toBe("http://localhost:5173");
    expect(returnOrigin("http://127.0.0.1:8080", config)).toBe("http://127.0.0.1:8080");
  });
  it("refuses any other origin, another loopback port, a missing or broken header", () => {
    expect(returnOrigin("https://evil.example", config)).toBe("");
    expect(returnOrigin("http://127.0.0.1:9999", config)).toBe("");
    expect(returnOrigin(undefined, config)).toBe("");
    expect(returnOrigin("null", config)).toBe("");
  });
});

let server: TestServer;
let tokens: TokenSet;
const natural = DEMO_ACCOUNTS.natural;

beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures, config });
  tokens = await server.signIn(natural.phone);
});
afterAll(async () => {
  await server.close();
});

async function payFrom(origin: string): Promise<string | null> {
  const deposit = await server.built.app.request("http://localhost:8080/api/financial/balance/deposit", {
    method: "POST",
    headers: {
      authorization: `Bearer ${tokens.access_token}`,
      "profile-id": String(natural.mainProfileId),
      "content-type": "application/json",
      origin,
    },
    body: JSON.stringify({ amount: 1000, payline: 1, service_type: 1 }),
  });
  expect(deposit.status).toBe(200);
  const link = ((await deposit.json()) as { data: { link: string } }).data.link;
  // The page's form may be redirected only to the payment's own return origin (form-action covers redirects).
  const shown = await server.built.app.request(`/pay/${link.split("/").pop()}`);
  const formAction = /form-action ([^;]+)/.exec(shown.headers.get("content-security-policy") ?? "")?.[1];
  expect(formAction).toBe(origin === "https://evil.example" ? "'self'" : `'self' ${origin}`);
  const pay = await server.built.app.request(`/pay/${link.split("/").pop()}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "result=paid",
  });
  expect(pay.status).toBe(303);
  return pay.headers.get("location");
}

describe("the payment gateway's return", () => {
  it("goes back to the allowed panel origin the payment started from, where the provider's session is", async () => {
    expect(await payFrom("http://127.0.0.1:8080")).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/panel\/wallet\/receipts\?payment=.+&status=paid$/,
    );
  });
  it("goes back to the payment page's own host (PUBLIC_URL) from any other origin", async () => {
    expect(await payFrom("https://evil.example")).toMatch(/^\/panel\/wallet\/receipts\?/);
  });
});

describe("the payment page", () => {
  it("uses the panel's font, served beside it and allowed by its policy", async () => {
    const deposit = await server.built.app.request("/api/financial/balance/deposit", {
      method: "POST",
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        "profile-id": String(natural.mainProfileId),
        "content-type": "application/json",
      },
      body: JSON.stringify({ amount: 15000, payline: 1, service_type: 1 }),
    });
    const link = ((await deposit.json()) as { data: { link: string } }).data.link;
    const page = await server.built.app.request(`/pay/${link.split("/").pop()}`);
    const html = await page.text();
    expect(html).toContain(`url(${PAY_FONT_PATH})`);
    expect(html).toContain("font-family:Vazirmatn");
    expect(html).toContain("۱۵٬۰۰۰");
    expect(page.headers.get("content-security-policy")).toContain("font-src 'self'");
    const font = await server.built.app.request(PAY_FONT_PATH);
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });
});
