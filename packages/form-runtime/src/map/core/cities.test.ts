import { describe, expect, it } from "vitest";
import { fixtureEnumerations } from "../../modules/testing/enumerations";
import { groupCitiesByProvince, nearestCity } from "./cities";
import { type CityEntry, citiesFromEnumerations } from "./types";

const city = (id: number, title: string, province: string | undefined, lat = 36, lng = 59): CityEntry => ({
  id,
  title,
  lat,
  lng,
  ...(province ? { province } : {}),
});

describe("groupCitiesByProvince", () => {
  it("groups interleaved cities by province, provinces and cities in Persian alphabetical order", () => {
    const groups = groupCitiesByProvince([
      city(1, "مشهد", "خراسان رضوی"),
      city(2, "تهران", "تهران"),
      city(3, "نیشابور", "خراسان رضوی"),
      city(4, "پاکدشت", "تهران"),
      city(5, "آبادان", "خوزستان"),
      city(6, "بی‌استان", undefined),
      city(7, "اهواز", "خوزستان"),
    ]);
    expect(groups.map((g) => g.province)).toEqual(["تهران", "خراسان رضوی", "خوزستان", null]);
    // پ sorts before ت in Persian, although its code point comes after every Arabic letter.
    expect(groups[0]?.cities.map((c) => c.title)).toEqual(["پاکدشت", "تهران"]);
    expect(groups[2]?.cities.map((c) => c.title)).toEqual(["آبادان", "اهواز"]);
  });

  it("reads each city's province from the enumerations", () => {
    const cities = citiesFromEnumerations(fixtureEnumerations);
    expect(cities.find((c) => c.title === "نیشابور")?.province).toBe("خراسان رضوی");
  });
});

describe("nearestCity", () => {
  const cities = [
    city(11, "مشهد", "خراسان رضوی", 36.2972, 59.6067),
    city(21, "تهران", "تهران", 35.6892, 51.389),
  ];

  it("finds the city a located position lies in", () => {
    expect(nearestCity(cities, { lat: 36.33, lng: 59.52 })?.title).toBe("مشهد");
    expect(nearestCity(cities, { lat: 35.75, lng: 51.42 })?.title).toBe("تهران");
  });

  it("finds none far from every city", () => {
    expect(nearestCity(cities, { lat: 30.5, lng: 55 })).toBeNull();
  });
});
