import type { components } from "@ceremony/api-client/contract";
import { marketplaceMessages } from "../../messages";
import { CITIES, PROVINCES } from "../geo/iran";
import { activeOptions } from "../initial/enumerations";
import type { Form } from "../initial/forms";
import { EnumRoot, FormParent, PROVINCE_PARENT } from "../initial/ids";
import type { FieldError } from "./validateFields";

type Schemas = components["schemas"];
/** One ceremony price row (the contract's `ServicePriceEntry`). */
export type ServicePriceEntry = Schemas["ServicePriceEntry"];
/** The timeline module (the contract's `Timeline`). */
export type Timeline = Schemas["Timeline"];
/** The location module as saved and stored (the contract's `LocationModule`). */
export type LocationModule = Schemas["LocationModule"];

const LIMIT = 1_000_000_000;
const ceremonyIds = () => new Set(activeOptions(EnumRoot.ceremonies).map((e) => e.id));

/** Price rows (spec §6): PLACE forms use maximum_*, HOZE forms take no prices, others minimum_*. */
export function checkServicePrice(form: Form, services: ServicePriceEntry[]): FieldError[] {
  const errors: FieldError[] = [];
  const allowed = ceremonyIds();
  const seen = new Set<number>();
  const hoze = form.parent_id === FormParent.HOZE;
  services.forEach((s, i) => {
    const path = `module_fields.service_price.services[${i}]`;
    if (!allowed.has(s.service_id) || seen.has(s.service_id)) {
      errors.push({ path, message: marketplaceMessages.priceUnknownCeremony });
      return;
    }
    seen.add(s.service_id);
    const values = [s.minimum_price, s.minimum_guest, s.maximum_price, s.maximum_guest];
    if (values.some((v) => v !== undefined && (!Number.isSafeInteger(v) || v < 0 || v >= LIMIT))) {
      errors.push({ path, message: marketplaceMessages.priceTooLarge });
    }
    if (hoze && values.some((v) => v !== undefined))
      errors.push({ path, message: marketplaceMessages.moduleWrongForm });
  });
  return errors;
}

/** Keeps only the fields the form's price editor shows. */
export function pricesForForm(form: Form, services: ServicePriceEntry[]): ServicePriceEntry[] {
  if (form.parent_id === FormParent.HOZE) return services.map((s) => ({ service_id: s.service_id }));
  if (form.parent_id === FormParent.PLACE) {
    return services.map((s) => ({
      service_id: s.service_id,
      maximum_price: s.maximum_price ?? 0,
      maximum_guest: s.maximum_guest ?? 0,
    }));
  }
  return services.map((s) => ({
    service_id: s.service_id,
    minimum_price: s.minimum_price ?? 0,
    minimum_guest: s.minimum_guest ?? 0,
  }));
}

const minutes = (time: string) => {
  const m = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * Timetable (spec §4/§5): nothing is checked in 24-hour mode; otherwise the week needs a period (issue 26: an empty
 * week was saved without comment) and every period needs from < to.
 */
export function checkTimeline(timeline: Timeline): FieldError[] {
  if (timeline.timetable.active_all_time) return [];
  if (timeline.timetable.periods.length === 0)
    return [
      { path: "module_fields.timeline.timetable.periods", message: marketplaceMessages.timetableNoPeriods },
    ];
  const errors: FieldError[] = [];
  timeline.timetable.periods.forEach((p, i) => {
    const path = `module_fields.timeline.timetable.periods[${i}]`;
    if (!p.from || !p.to) errors.push({ path, message: marketplaceMessages.timetableEmpty });
    else {
      const from = minutes(p.from);
      const to = minutes(p.to);
      if (from === null || to === null) errors.push({ path, message: marketplaceMessages.timetableFormat });
      else if (to <= from) errors.push({ path, message: marketplaceMessages.timetableOrder });
    }
  });
  return errors;
}

/** Location step (spec §5): provinces need a city, cities their province, PLACE forms one city, and a point (always). */
export function checkLocation(form: Form, location: LocationModule): FieldError[] {
  const path = "module_fields.location";
  const chosen = new Set(location.enumerations);
  const provinces = PROVINCES.filter((p) => chosen.has(p.id));
  const cities = CITIES.filter((c) => chosen.has(c.id));
  if (provinces.length + cities.length !== chosen.size)
    return [{ path, message: marketplaceMessages.locationUnknown }];
  if (chosen.size === 0 || chosen.has(PROVINCE_PARENT))
    return [{ path, message: marketplaceMessages.locationNone }];
  const errors: FieldError[] = [];
  for (const p of provinces) {
    if (!cities.some((c) => c.provinceId === p.id))
      errors.push({ path, message: marketplaceMessages.locationNoCity(p.title) });
  }
  for (const c of cities) {
    if (!chosen.has(c.provinceId))
      errors.push({ path, message: marketplaceMessages.locationCityWithoutProvince(c.title) });
  }
  if (form.parent_id === FormParent.PLACE && cities.length > 1)
    errors.push({ path, message: marketplaceMessages.locationOneCity });
  // Spec: "A map location is required": delete_point only drops the stored address, the step still needs a point.
  if (!location.point) errors.push({ path, message: marketplaceMessages.locationNoPoint });
  return errors;
}
