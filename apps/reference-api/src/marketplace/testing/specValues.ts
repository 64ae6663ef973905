import { DataType, InputType } from "@ceremony/api-client/contract";
import type { FormElement } from "../initial/elements";
import { activeOptions } from "../initial/enumerations";
import { ValidationId } from "../initial/validations";

/** One value that satisfies each server regex (a test asserts every validation has one and that it matches). */
export const VALIDATION_SAMPLES: Record<number, string> = {
  [ValidationId.persianLetters]: "علی محمدی",
  [ValidationId.persianText]: "جلسه ۱۲ تفسیر (سوره یس)",
  [ValidationId.digits]: "12",
  [ValidationId.landline]: "05138001234",
  [ValidationId.nationalCode]: "0012345679",
  [ValidationId.shaba]: "IR030560000000000000001234",
  [ValidationId.mobile]: "09123334455",
  [ValidationId.legalNationalId]: "10320000009",
  [ValidationId.economicCode]: "411111111111",
};

/** The options a choice field offers: its own options, or the active children of its enumeration. */
function optionValues(element: FormElement): (string | number)[] {
  if (element.options.length > 0) return element.options.map((o) => o.value);
  return element.enumeration_id === null ? [] : activeOptions(element.enumeration_id).map((e) => e.id);
}

/** What the address picker returns for a location field (input type 28). */
const PICKED_ADDRESS = {
  name: "محل برگزاری",
  unit: null,
  number: 12,
  address: "مشهد، خیابان امام رضا، امام رضا ۸",
  coordinates: [59.6062, 36.2977],
  meta_data: { formatted_address: "استان خراسان رضوی، مشهد", enumeration_location_id: 2128, city: "مشهد" },
};

/**
 * A valid value for an element, typed as the spec's tables say and as the form engine sends it: text → string
 * (its regex's sample), numeric (data type 2) → integer, 4 checkbox → boolean, 5/8 → one option value, 7 → a list of
 * option values, 9 → one file path, 10 → a list of two paths, 13/14 → unix seconds (in the past when `no_future`, a day later when `after_field`), 15 → 1, 28 → the address
 * picker's result, 30 → the static value. Throws for a type the spec does not define, so a new one must be added here.
 */
export function specValue(element: FormElement): unknown {
  const folder = element.meta_data?.file_folder ?? "public";
  switch (element.input_type) {
    case InputType.TEXT:
    case InputType.LONG_TEXT:
      if (element.data_type === DataType.NUMERIC) return Number(VALIDATION_SAMPLES[ValidationId.digits]);
      return element.validation_id === null ? "متن نمونه" : VALIDATION_SAMPLES[element.validation_id];
    case InputType.CHECKBOX:
      return true;
    case InputType.SELECT:
    case InputType.RADIO:
      return optionValues(element)[0];
    case InputType.MULTI_SELECT:
      return optionValues(element).slice(0, 2);
    case InputType.FILE:
      return `${folder}/sample-1.jpg`;
    case InputType.FILES:
      return [`${folder}/sample-1.jpg`, `${folder}/sample-2.jpg`];
    case InputType.DATE:
    case InputType.DATE_ALT:
      // A date that may not be in the future is a past one; a date after another field's is a day after it.
      if (element.setting.no_future) return 1_700_000_000;
      return element.setting.after_field ? 1_800_086_400 : 1_800_000_000;
    case InputType.BOOLEAN_CHECKBOX:
      return 1;
    case InputType.LOCATION:
      return PICKED_ADDRESS;
    case InputType.HIDDEN:
      return element.value;
    default:
      throw new Error(`input type ${element.input_type} of ${element.name} has no spec value`);
  }
}
