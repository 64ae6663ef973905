export type { ModuleAdapters } from "./core/adapters";
export type { ModuleDraftOptions } from "./core/moduleDraft";
export { moduleDraftKey } from "./core/moduleDraft";
export { numberToWords } from "./core/numberToWords";
export type {
  EnumerationWithSetting,
  GeoJsonPoint,
  LoadedModuleFields,
  LocationModuleFields,
  LocationModulePayload,
  ModuleFieldsPayload,
  ModuleId,
  PriceServiceEntry,
  Timetable,
  TimetablePeriod,
} from "./core/types";
export { FORM_PARENT, MODULE_ID } from "./core/types";
export type {
  CityNode,
  LocationFailure,
  LocationInput,
  LocationRule,
  ProvinceNode,
} from "./location/core/locationRules";
export {
  buildLocationTree,
  toggleLocation,
  toLocationPayload,
  validateLocation,
} from "./location/core/locationRules";
export type { PriceInputError, PriceInputResult, PriceMode, PriceRowValue } from "./price/core/priceRules";
export {
  ceremoniesChosenByForm,
  formatThousands,
  PRICE_LIMIT,
  parsePriceInput,
  priceModeFor,
  rowFromEntry,
  toServicePrices,
} from "./price/core/priceRules";
export type { CeremonyService, PriceEditorProps } from "./price/PriceEditor";
export { PriceEditor } from "./price/PriceEditor";
export { PriceInput } from "./price/PriceInput";
export type { PriceModuleProps } from "./price/PriceModule";
export { PriceModule } from "./price/PriceModule";
export type { ModalProps } from "./react/Modal";
export { Modal } from "./react/Modal";
export type { ModuleLoadState, ModuleSaveState } from "./react/useModuleFields";
export { useModuleFields } from "./react/useModuleFields";
export type { PeriodProblem, TimetableFailure } from "./timetable/core/timetableRules";
export {
  checkPeriod,
  formatTime,
  HOURS,
  MINUTES,
  normalizeTimetable,
  periodsOfDay,
  timeToMinutes,
  toTimetablePayload,
  validateTimetable,
  WEEKDAY_COUNT,
} from "./timetable/core/timetableRules";
export type { TimePickerModalProps } from "./timetable/TimePickerModal";
export { TimePickerModal } from "./timetable/TimePickerModal";
export type { TimetableEditorProps } from "./timetable/TimetableEditor";
export { TimetableEditor } from "./timetable/TimetableEditor";
export type { TimetableModuleProps } from "./timetable/TimetableModule";
export { TimetableModule } from "./timetable/TimetableModule";
export type { TimeWheelProps } from "./timetable/TimeWheel";
export { TimeWheel } from "./timetable/TimeWheel";
