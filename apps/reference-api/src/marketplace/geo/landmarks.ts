import type { LatLng } from "./geometry";

/** A named place offered by location search besides city names. */
export interface Landmark extends LatLng {
  title: string;
  cityId: number;
}

/** A few well-known places in the service-area cities (approximate coordinates, for search and addresses). */
export const LANDMARKS: readonly Landmark[] = [
  { title: "حرم امام رضا (ع)", cityId: 2128, lat: 36.288, lng: 59.6157 },
  { title: "میدان شهدا مشهد", cityId: 2128, lat: 36.2977, lng: 59.6064 },
  { title: "بلوار وکیل آباد", cityId: 2128, lat: 36.3295, lng: 59.5322 },
  { title: "فرودگاه شهید هاشمی نژاد", cityId: 2128, lat: 36.2352, lng: 59.641 },
  { title: "میدان آزادی", cityId: 2086, lat: 35.6997, lng: 51.3381 },
  { title: "برج میلاد", cityId: 2086, lat: 35.7448, lng: 51.3753 },
  { title: "میدان امام حسین (ع)", cityId: 2086, lat: 35.7017, lng: 51.4452 },
  { title: "حرم حضرت عبدالعظیم (ع)", cityId: 2089, lat: 35.5875, lng: 51.435 },
  { title: "حرم حضرت معصومه (س)", cityId: 2209, lat: 34.6416, lng: 50.879 },
  { title: "مسجد جمکران", cityId: 2209, lat: 34.5947, lng: 50.9965 },
  { title: "میدان نقش جهان", cityId: 2045, lat: 32.6575, lng: 51.6777 },
  { title: "سی و سه پل", cityId: 2045, lat: 32.6447, lng: 51.6675 },
  { title: "حرم شاهچراغ (ع)", cityId: 2192, lat: 29.61, lng: 52.5437 },
  { title: "حافظیه", cityId: 2192, lat: 29.6258, lng: 52.5483 },
];
