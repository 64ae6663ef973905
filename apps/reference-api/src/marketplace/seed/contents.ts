import { ContentStatus } from "@ceremony/api-client/contract";
import { Ceremony, GuestGender, PlaceKind } from "../initial/enumerations";
import { FormId } from "../initial/ids";

/** Stable ids of seeded rows (below 1000: identities start there). */
export const SeedId = {
  madahi101: 11,
  rowzeh101: 12,
  plan101: 14,
  hall201: 21,
  mosque201: 22,
  speech102: 31,
  rowzeh601: 61,
  speech601: 62,
} as const;

const MASHHAD_POINT = { type: "Point" as const, coordinates: [59.6062, 36.2977] as [number, number] };
const TEHRAN_POINT = { type: "Point" as const, coordinates: [51.4152, 35.7219] as [number, number] };

const allWeek = (from: string, to: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from, to }));

/** Seeded provider contents: every status, drafts, and complete and partial flows. */
export const SEED_CONTENTS = [
  {
    id: SeedId.madahi101,
    profile_id: 101,
    form_id: FormId.madahi,
    status_id: ContentStatus.APPROVED,
    fields: {
      e30101_stage_name: "علی محمدی",
      e30102_experience_years: 12,
      e30103_guest_gender: GuestGender.men,
      e30104_styles: ["1", "2", "3"],
      e30105_start_date: 1_420_000_000,
      e30106_samples: ["madahi/sample-1.mp3"],
      e30107_has_sound_system: 1,
      e30108_service_code: "MADAHI",
    },
    draft_fields: {
      e30101_stage_name: "حاج علی محمدی",
      e30102_experience_years: 13,
      e30103_guest_gender: GuestGender.family,
      e30104_styles: ["1", "2", "3", "4"],
      e30105_start_date: 1_420_000_000,
      e30106_samples: ["madahi/sample-1.mp3"],
      e30107_has_sound_system: 1,
      e30108_service_code: "MADAHI",
    },
    service_price: {
      services: [
        { service_id: Ceremony.khatm, minimum_price: 2_500_000, minimum_guest: 50 },
        { service_id: Ceremony.muharram, minimum_price: 4_000_000, minimum_guest: 100 },
        { service_id: Ceremony.homeRowzeh, minimum_price: 1_500_000, minimum_guest: 20 },
      ],
    },
    timeline: {
      timetable: {
        active_all_time: false,
        periods: [...allWeek("16:00", "23:00"), { day: 6, from: "08:00", to: "12:00" }],
      },
    },
    location: {
      enumerations: [1011, 2128],
      point: MASHHAD_POINT,
      address_object: {
        name: "دفتر",
        unit: 2,
        number: 14,
        address: "مشهد، خیابان امام رضا، کوچه ۱۲",
        coordinates: MASHHAD_POINT.coordinates,
        meta_data: null,
        postal_code: null,
      },
    },
  },
  {
    id: SeedId.rowzeh101,
    profile_id: 101,
    form_id: FormId.rowzeh,
    status_id: ContentStatus.APPROVED,
    fields: {
      e30201_stage_name: "علی محمدی",
      e30202_guest_gender: GuestGender.family,
      e30203_license_expiry: 1_830_000_000,
      e30204_license_image: "rowzeh/license.jpg",
      e30205_service_code: "ROWZEH",
    },
    draft_fields: null,
    service_price: {
      services: [{ service_id: Ceremony.homeRowzeh, minimum_price: 1_200_000, minimum_guest: 15 }],
    },
    timeline: { timetable: { active_all_time: true, periods: [] } },
    location: { enumerations: [1011, 2128], point: MASHHAD_POINT, address_object: null },
  },
  {
    // 601's code is on the امین list; 101's is not, so 09120000001 is refused the lecture in New service.
    id: SeedId.speech601,
    profile_id: 601,
    form_id: FormId.speech,
    status_id: ContentStatus.WAITING,
    fields: {
      e30301_speaker_name: "حسن رضایی",
      e30302_topics: "اخلاق خانواده، سیره اهل بیت",
      e30303_ceremony: Ceremony.khatm,
      e30304_online: true,
    },
    draft_fields: null,
    service_price: {
      services: [{ service_id: Ceremony.khatm, minimum_price: 3_000_000, minimum_guest: 80 }],
    },
    timeline: { timetable: { active_all_time: false, periods: [{ day: 4, from: "18:00", to: "21:00" }] } },
    location: { enumerations: [1011, 2128], point: MASHHAD_POINT, address_object: null },
  },
  {
    id: SeedId.plan101,
    profile_id: 101,
    form_id: FormId.weeklyPlan,
    status_id: ContentStatus.DRAFT,
    fields: {
      e550101_plan_title: "جلسات هفتگی تفسیر قرآن",
      e550102_plan_description: "تفسیر سوره‌های کوتاه و احکام کاربردی",
      e550103_sessions_per_week: 2,
      e550104_audience: [GuestGender.men, GuestGender.women],
      e550105_start_date: 1_767_000_000,
      e550107_certified: 1,
    },
    draft_fields: null,
    service_price: null,
    timeline: null,
    location: null,
  },
  {
    id: SeedId.hall201,
    profile_id: 201,
    form_id: FormId.hall,
    status_id: ContentStatus.APPROVED,
    fields: {
      e50101_hall_name: "تالار رضوان",
      e50102_description: "سالن پذیرایی با دو بخش جداگانه آقایان و بانوان و آشپزخانه مجهز",
      e50103_capacity: 400,
      e50104_place_kind: PlaceKind.hall,
      e50105_ceremonies: [Ceremony.khatm, Ceremony.anniversary, Ceremony.chehelom],
      e50106_landline: "05138001234",
      e50107_cover: "hall/cover.jpg",
      e50108_gallery: ["hall/1.jpg", "hall/2.jpg"],
      e50109_has_parking: 1,
      e50110_map_point: { type: "Point", coordinates: [59.5722, 36.3195] },
    },
    draft_fields: null,
    service_price: {
      services: [
        { service_id: Ceremony.khatm, maximum_price: 60_000_000, maximum_guest: 400 },
        { service_id: Ceremony.anniversary, maximum_price: 45_000_000, maximum_guest: 300 },
      ],
    },
    timeline: { timetable: { active_all_time: false, periods: allWeek("10:00", "22:00") } },
    location: {
      enumerations: [1011, 2128],
      point: { type: "Point", coordinates: [59.5722, 36.3195] },
      address_object: null,
    },
  },
  {
    id: SeedId.mosque201,
    profile_id: 201,
    form_id: FormId.mosque,
    status_id: ContentStatus.REJECTED,
    fields: {
      e50201_place_name: "حسینیه رضوان",
      e50202_capacity: 150,
      e50203_guest_gender: GuestGender.family,
    },
    draft_fields: null,
    service_price: null,
    timeline: null,
    location: null,
  },
  {
    id: SeedId.speech102,
    profile_id: 102,
    form_id: FormId.speech,
    status_id: ContentStatus.APPROVED,
    fields: {
      e30301_speaker_name: "گروه سخنرانان نور",
      e30302_topics: "مناسبت‌های مذهبی",
      e30304_online: false,
    },
    draft_fields: null,
    service_price: {
      services: [{ service_id: Ceremony.fatimiyya, minimum_price: 2_000_000, minimum_guest: 50 }],
    },
    timeline: { timetable: { active_all_time: true, periods: [] } },
    location: { enumerations: [1008, 2086], point: TEHRAN_POINT, address_object: null },
  },
  {
    id: SeedId.rowzeh601,
    profile_id: 601,
    form_id: FormId.rowzeh,
    status_id: ContentStatus.APPROVED,
    fields: {
      e30201_stage_name: "حسن رضایی",
      e30202_guest_gender: GuestGender.women,
      e30203_license_expiry: 1_830_000_000,
      e30204_license_image: "rowzeh/license-2.jpg",
      e30205_service_code: "ROWZEH",
    },
    draft_fields: null,
    service_price: {
      services: [{ service_id: Ceremony.homeRowzeh, minimum_price: 900_000, minimum_guest: 10 }],
    },
    timeline: { timetable: { active_all_time: true, periods: [] } },
    location: { enumerations: [1008, 2086], point: TEHRAN_POINT, address_object: null },
  },
];
