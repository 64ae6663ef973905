import { PROVINCES } from "../geo/iran";
import { EnumRoot, PROVINCE_PARENT } from "./ids";

/** One enumeration entry; options of a list field are the active children of its enumeration_id. */
export interface Enumeration {
  id: number;
  parent_id: number | null;
  title: string;
  /** 1 active; anything else is hidden by the client. */
  status_id: number;
  priority: number;
  setting: EnumerationSetting;
}

/** Extra data: cities carry `city: true` with coordinates; statuses carry their numeric value. */
export interface EnumerationSetting {
  city?: boolean;
  lat?: number;
  lng?: number;
  value?: number;
}

const root = (id: number, title: string, priority: number): Enumeration => ({
  id,
  parent_id: null,
  title,
  status_id: 1,
  priority,
  setting: {},
});

const children = (parent: number, first: number, titles: readonly string[]): Enumeration[] =>
  titles.map((title, index) => ({
    id: first + index,
    parent_id: parent,
    title,
    status_id: 1,
    priority: index + 1,
    setting: {},
  }));

/** Ceremony enumeration ids (children of enumeration 6), used by prices and request properties. */
export const Ceremony = {
  khatm: 601,
  anniversary: 602,
  homeRowzeh: 603,
  mawlid: 604,
  muharram: 605,
  fatimiyya: 606,
  chehelom: 607,
  quranKhatm: 608,
  /** Inactive (status_id 0): proves the client offers only active options. */
  retired: 609,
} as const;

const CEREMONIES: Enumeration[] = [
  ...children(EnumRoot.ceremonies, Ceremony.khatm, [
    "مجلس ختم",
    "مراسم سالگرد",
    "روضه خانگی",
    "جشن مولودی",
    "عزاداری محرم",
    "مراسم فاطمیه",
    "مراسم چهلم",
    "ختم قرآن",
  ]),
  {
    id: Ceremony.retired,
    parent_id: EnumRoot.ceremonies,
    title: "مراسم شب شعر (غیرفعال)",
    status_id: 0,
    priority: 9,
    setting: {},
  },
];

/** Guest gender ids (children of enumeration 7). */
export const GuestGender = { men: 701, women: 702, family: 703 } as const;

/** Place kind ids (children of enumeration 8). */
export const PlaceKind = { hall: 801, mosque: 802, hosseinieh: 803, home: 804, garden: 805 } as const;

const REQUEST_STATUS_TITLES = [
  "در حال تکمیل اطلاعات",
  "در انتظار پرداخت",
  "در حال بررسی",
  "پایان یافته",
  "لغو شده",
  "منقضی شده",
  "رد شده",
];
const ACCEPTED_STATUS_TITLES = ["در جستجوی مجری", "پذیرفته شده", "رد شده", "لغو شده", "منقضی شده"];

const statuses = (parent: number, first: number, titles: readonly string[]): Enumeration[] =>
  children(parent, first, titles).map((e, index) => ({ ...e, setting: { value: index } }));

const LOCATIONS: Enumeration[] = PROVINCES.flatMap((province, index) => [
  {
    id: province.id,
    parent_id: PROVINCE_PARENT,
    title: province.title,
    status_id: 1,
    priority: index + 1,
    setting: { lat: province.lat, lng: province.lng },
  },
  ...province.cities.map((city, cityIndex) => ({
    id: city.id,
    parent_id: province.id,
    title: city.title,
    status_id: 1,
    priority: cityIndex + 1,
    setting: { city: true, lat: city.lat, lng: city.lng },
  })),
]);

/** Every enumeration of the initial data. */
export const ENUMERATIONS: readonly Enumeration[] = [
  root(EnumRoot.ceremonies, "نوع مراسم", 1),
  ...CEREMONIES,
  root(EnumRoot.guestGenders, "جنسیت مهمانان", 2),
  ...children(EnumRoot.guestGenders, GuestGender.men, ["آقایان", "بانوان", "خانوادگی"]),
  root(EnumRoot.places, "نوع مکان", 3),
  ...children(EnumRoot.places, PlaceKind.hall, ["تالار", "مسجد", "حسینیه", "منزل", "باغ"]),
  root(EnumRoot.requestStatuses, "وضعیت درخواست", 4),
  ...statuses(EnumRoot.requestStatuses, 900, REQUEST_STATUS_TITLES),
  root(EnumRoot.acceptedStatuses, "وضعیت پذیرش", 5),
  ...statuses(EnumRoot.acceptedStatuses, 1100, ACCEPTED_STATUS_TITLES),
  root(PROVINCE_PARENT, "استان‌ها و شهرها", 6),
  ...LOCATIONS,
];

/** Active children of an enumeration, by priority (what a list field offers). */
export function activeOptions(parentId: number): Enumeration[] {
  return ENUMERATIONS.filter((e) => e.parent_id === parentId && e.status_id === 1).sort(
    (a, b) => a.priority - b.priority,
  );
}
