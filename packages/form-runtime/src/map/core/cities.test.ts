import { describe, expect, it } from "vitest";
import { fixtureEnumerations } from "../../modules/testing/enumerations";
import { cityOfChoice, groupCitiesByProvince, nearestCity } from "./cities";
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

describe("cityOfChoice", () => {
  const cities = [
    city(11, "مشهد", "خراسان رضوی"),
    city(21, "اسلام شهر", "تهران"),
    city(22, "تهران", "تهران"),
  ];
  const rows = [
    { id: 1, title: "خراسان رضوی" },
    { id: 2, title: "تهران" },
  ];

  it("starts on a chosen city", () => {
    expect(cityOfChoice(cities, rows, [21])?.id).toBe(21);
  });

  it("starts a chosen province on its city of the same name, else on its first city", () => {
    expect(cityOfChoice(cities, rows, [2])?.id).toBe(22);
    expect(cityOfChoice(cities, rows, [1])?.id).toBe(11);
  });

  it("has no start when nothing on the map was chosen", () => {
    expect(cityOfChoice(cities, rows, [])).toBeNull();
    expect(cityOfChoice(cities, rows, [99])).toBeNull();
  });
});
