import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isMobile, isPersonName, isValidNationalCode, isValidSheba } from "@ceremony/persian-text";
import { describe, expect, it } from "vitest";
import { migrationsDir } from "../db/migrate";
import { checkAddress } from "../marketplace/addresses/rules";
import { SEED_ADDRESSES } from "../marketplace/addresses/seed";
import { SEED_ELIGIBLE } from "../marketplace/seed/items";
import { SEED_LEGAL_FIELDS, SEED_LINKS } from "../marketplace/seed/links";
import { DEMO_ACCOUNTS } from "./accounts";
import { SEED_PROFILES } from "./coreData";

// Issue 14: every seeded sheba was 28 characters, so no demo account could save its profile. Every value a demo
// account can send back unchanged must pass the server's own rules (the panel's sheba and national-code checks
// run the same algorithms: IBAN mod-97 and the mod-11 check digit).
describe("seeded values pass the server's own rules", () => {
  it("profiles: shebas (IR + 24 digits, mod-97), national codes, names", () => {
    for (const p of SEED_PROFILES) {
      if (p.shaba !== "") {
        expect(p.shaba, `profile ${p.id}`).toHaveLength(26);
        expect(isValidSheba(p.shaba), `profile ${p.id}`).toBe(true);
        expect(p.shaba, `profile ${p.id}`).toMatch(/^IR\d{24}$/);
      }
      if (p.nc !== null) expect(isValidNationalCode(p.nc), `profile ${p.id}`).toBe(true);
      for (const name of [p.first, p.last, p.label].filter((n) => n !== ""))
        expect(isPersonName(name), `profile ${p.id}: ${name}`).toBe(true);
    }
  });

  it("accounts, link requests and eligibility lists: mobiles and national codes", () => {
    for (const account of Object.values(DEMO_ACCOUNTS))
      expect(isMobile(account.phone), account.phone).toBe(true);
    for (const link of SEED_LINKS) {
      if (link.mobile !== "") expect(isMobile(link.mobile), `link ${link.id}`).toBe(true);
      expect(isPersonName(link.label), `link ${link.id}`).toBe(true);
    }
    for (const fields of Object.values(SEED_LEGAL_FIELDS)) {
      expect(fields.e9007_sheba).toMatch(/^IR\d{24}$/);
      expect(isValidSheba(String(fields.e9007_sheba))).toBe(true);
      expect(isValidNationalCode(String(fields.e9010_manager_national_code))).toBe(true);
    }
    for (const codes of Object.values(SEED_ELIGIBLE))
      for (const code of codes) expect(isValidNationalCode(code), code).toBe(true);
  });

  it("saved addresses pass the create rules", () => {
    for (const { ago: _ago, profile_id: _p, lng, lat, ...address } of SEED_ADDRESSES) {
      const check = checkAddress({ ...address, coordinates: [lng, lat] });
      expect(check.ok ? [] : check.errors, address.name).toEqual([]);
    }
  });

  it("the repair migration writes exactly the shebas the seed now writes", () => {
    const sql = readFileSync(join(migrationsDir, "1002_demo_sheba_checksums.sql"), "utf8");
    const written = [...sql.matchAll(/SET shaba = '([^']+)'/g)].map((m) => m[1]);
    expect(written.sort()).toEqual(
      SEED_PROFILES.map((p) => p.shaba)
        .filter((s) => s !== "")
        .sort(),
    );
    const legal = [...sql.matchAll(/'"(IR[0-9]+)"'/g)].map((m) => m[1]);
    expect(legal.sort()).toEqual(
      Object.values(SEED_LEGAL_FIELDS)
        .map((f) => f.e9007_sheba)
        .sort(),
    );
  });
});
