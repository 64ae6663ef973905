import { beforeAll, describe, expect, it } from "vitest";
import { MAX_SAVED_ADDRESSES } from "../addresses/rules";
import { as, dataOf, type Json, listOf, type MkServer } from "./mkServer";

/** What form-runtime's address picker returns (number and unit as integers, coordinates [lng, lat]). */
const picked = {
  name: "حسینیه محله",
  address: "مشهد، خیابان طبرسی، طبرسی ۲۴",
  number: 36,
  unit: null,
  coordinates: [59.6201, 36.3011],
  meta_data: { formatted_address: "استان خراسان رضوی، مشهد", enumeration_location_id: 2128, city: "مشهد" },
};

/** Saved addresses: newest first, profile-scoped, the picker's result stored as is, the per-profile cap. */
export function addressSuite(server: () => MkServer): void {
  let mk: MkServer;
  beforeAll(() => {
    mk = server();
  });
  const list = async (caller: (typeof as)[keyof typeof as]) => {
    const answer = await mk.call("GET", "/api/profile/address/list", { as: caller });
    expect(answer.status).toBe(200);
    mk.expectContract("listSavedAddresses", answer);
    return listOf(answer.body);
  };

  describe("saved addresses", () => {
    it("lists the seeded addresses of 09120000001 newest first, and only to that profile", async () => {
      expect((await list(as.natural)).map((a) => [a.name, a.number, a.unit])).toEqual([
        ["منزل", "120", null],
        ["دفتر", "14", "2"],
      ]);
      // same user, another profile (the linked legal profile): addresses belong to the profile, not the user
      expect(await list(as.naturalLegal)).toEqual([]);
      expect(await list(as.legal)).toEqual([]);
    });

    it("stores the picker's result, shows it first, and deletes it only for its own profile", async () => {
      const created = await mk.call("POST", "/api/profile/address/create", {
        as: as.natural,
        body: { ...picked, unit: 3, postal_code: "۹۱۷۷۹۴۸۹۷۴" },
      });
      expect(created.status).toBe(200);
      mk.expectContract("createSavedAddress", created);
      const address = dataOf(created.body);
      expect(address).toMatchObject({
        name: picked.name,
        number: "36",
        unit: "3",
        postal_code: "9177948974",
        coordinates: picked.coordinates,
        meta_data: picked.meta_data,
      });
      expect(created.body.message).toMatch(/[\u0600-\u06FF]/);
      expect((await list(as.natural))[0]).toEqual(address);

      const foreign = await mk.call("PUT", "/api/profile/address/delete", {
        as: as.legal,
        body: { id: address.id },
      });
      expect(foreign.status).toBe(404);
      mk.expectContract("deleteSavedAddress", foreign);
      expect(String(foreign.body.message)).toBe("آدرس مورد نظر یافت نشد.");

      const deleted = await mk.call("PUT", "/api/profile/address/delete", {
        as: as.natural,
        body: { id: address.id },
      });
      expect(deleted.status).toBe(200);
      mk.expectContract("deleteSavedAddress", deleted);
      expect((await list(as.natural)).map((a: Json) => a.id)).not.toContain(address.id);
      expect(
        await mk.statusOf("PUT", "/api/profile/address/delete", { as: as.natural, body: { id: address.id } }),
      ).toBe(404);
    });

    it("names the field of a contract refusal in Persian: a title over 100 characters (issue 26 item 9)", async () => {
      const refused = await mk.call("POST", "/api/profile/address/create", {
        as: as.natural,
        body: { ...picked, name: "ب".repeat(101) },
      });
      expect(refused.status).toBe(400);
      mk.expectContract("createSavedAddress", refused);
      expect(refused.body.message).toBe("«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد.");
      expect(refused.body.details).toEqual([{ path: "/body/name", message: refused.body.message }]);
      const blank = await mk.call("POST", "/api/profile/address/create", {
        as: as.natural,
        body: { ...picked, address: "" },
      });
      expect(blank.body.message).toBe("«آدرس» را وارد کنید.");
    });

    it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses per profile`, async () => {
      for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) {
        const status = await mk.statusOf("POST", "/api/profile/address/create", {
          as: as.agent,
          body: { ...picked, name: `آدرس ${i + 1}` },
        });
        expect(status).toBe(200);
      }
      const refused = await mk.call("POST", "/api/profile/address/create", { as: as.agent, body: picked });
      expect(refused.status).toBe(400);
      mk.expectContract("createSavedAddress", refused);
      expect(String(refused.body.message)).toMatch(/حداکثر ۲۰ آدرس/);
      expect(await list(as.agent)).toHaveLength(MAX_SAVED_ADDRESSES);
    });

    it("refuses a profile the user may not act as", async () => {
      expect(
        await mk.statusOf("GET", "/api/profile/address/list", { as: { userId: 2, profileId: 101 } }),
      ).toBe(403);
    });
  });
}
