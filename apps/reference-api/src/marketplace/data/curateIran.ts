/**
 * One-off generator for iran.json from @nimahkh/iran_beauty 4.0.0 (MIT), kept so the curation can be repeated:
 *   npm pack @nimahkh/iran_beauty@4.0.0 && tar xzf nimahkh-iran_beauty-4.0.0.tgz
 *   pnpm exec tsx src/marketplace/data/curateIran.ts ./package/data \
 *     ../../packages/form-runtime/node_modules/world-atlas/countries-110m.json > src/marketplace/data/iran.json
 * The second file (Natural Earth, public domain) gives Iran's coarse outline (id "364") for "outside Iran" answers.
 * The source has 85 duplicated rows, 4 cities without coordinates, cities geocoded to namesakes abroad
 * (Harris in Texas for هریس, Islamabad for اسلام آباد غرب) and some placed in the wrong province;
 * those get the coordinates of their county seat below (approximate, ~0.05°) or are dropped.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { normalizePersianLetters } from "@ceremony/persian-text";
import { countryPolygons, type Topology } from "./topology";

interface SourceRow {
  id: number;
  province?: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** County-seat coordinates for rows the source misplaces (keyed by normalised name). */
const CORRECTIONS: Record<string, [number, number]> = {
  هریس: [38.2478, 47.1167],
  کوثر: [37.6833, 48.3333],
  "شهر رضا": [32.0089, 51.8668],
  ساوجبلاق: [35.9619, 50.6797],
  دشتی: [28.6543, 51.38],
  ری: [35.5925, 51.4342],
  فیروزکوه: [35.7578, 52.7708],
  طارم: [36.9236, 48.9589],
  "خرم بید": [30.6131, 53.1954],
  ممسنی: [30.1142, 51.5217],
  نورآباد: [34.0734, 47.9725],
  بیجار: [35.8668, 47.6051],
  "اسلام آباد غرب": [34.1094, 46.5275],
  "علی آباد": [36.9083, 54.8683],
  شفت: [37.1667, 49.4],
  سلسله: [33.8633, 48.2628],
  بابل: [36.5514, 52.6789],
  نور: [36.5733, 52.0136],
  تفت: [31.7475, 54.2086],
  خاتم: [30.0722, 54.3719],
  "تیران و کرون": [32.7025, 51.1536],
  بهمئی: [30.8942, 50.0931],
  کهگیلویه: [30.7949, 50.5646],
};
/** Rows whose place could not be confirmed: dropped rather than guessed. */
const DROPPED = new Set(["القان", "رودبار جنوب", "تحت جلگه", "ابوموسی"]);
/** Province points the source gets wrong (مرکزی sits in the Pacific): its capital, Arak. */
const PROVINCE_FIX: Record<string, [number, number]> = { مرکزی: [34.0917, 49.6892] };

const normalizeName = (s: string) => normalizePersianLetters(s).replace(/\s+/g, " ").trim();
const round = (n: number) => Math.round(n * 1e5) / 1e5;

const dir = process.argv[2] ?? "./package/data";
const provinces = JSON.parse(readFileSync(join(dir, "provinces.json"), "utf8")) as SourceRow[];
const cities = JSON.parse(readFileSync(join(dir, "cities.json"), "utf8")) as SourceRow[];

/** The outer ring of Iran's largest polygon as [lng, lat] pairs. */
function iranOutline(topology: Topology): [number, number][] {
  const outer = countryPolygons(topology, "364")
    .map((rings) => rings[0] ?? [])
    .sort((a, b) => b.length - a.length)[0];
  return (outer ?? []).map(([lng, lat]) => [round(lng), round(lat)]);
}

let nextCityId = 2001;
const out = provinces.map((p, index) => {
  const title = normalizeName(p.name);
  const [lat, lng] = PROVINCE_FIX[title] ?? [p.latitude ?? 0, p.longitude ?? 0];
  const seen = new Set<string>();
  const list: { id: number; title: string; lat: number; lng: number }[] = [];
  for (const c of cities) {
    if (c.province !== p.id) continue;
    const name = normalizeName(c.name);
    if (seen.has(name) || DROPPED.has(name)) continue;
    const fixed = CORRECTIONS[name];
    const point = fixed ?? (c.latitude !== null && c.longitude !== null ? [c.latitude, c.longitude] : null);
    if (!point) continue;
    seen.add(name);
    list.push({ id: 0, title: name, lat: round(point[0]), lng: round(point[1]) });
  }
  list.sort((a, b) => a.title.localeCompare(b.title, "fa"));
  for (const c of list) c.id = nextCityId++;
  return { id: 1001 + index, title, lat: round(lat), lng: round(lng), cities: list };
});

const atlas = process.argv[3];
const outline = atlas ? iranOutline(JSON.parse(readFileSync(atlas, "utf8")) as Topology) : [];
const source =
  "@nimahkh/iran_beauty@4.0.0 (MIT) and world-atlas countries-110m (public domain), see curateIran.ts";
process.stdout.write(`${JSON.stringify({ source, outline, provinces: out }, null, 1)}\n`);
