// The Persian text rules live in @ceremony/persian-text (one copy for the engines, the panel and the server);
// re-exported here so adopters of the engine keep the names they already import (`normalizeDigits` included).
export {
  digitsOnly,
  jalaliMonthNames,
  toLatinDigits as normalizeDigits,
  toPersianDigits,
  weekDayFullNames,
  weekDayNames,
} from "@ceremony/persian-text";
export type {
  ContentPayload,
  DraftStorage,
  FormAdapters,
  SubmitRequest,
  SubmitResult,
  UploadOptions,
} from "./adapters";
export type { HeldValue, ReadValue } from "./conversions";
export {
  emptyValue,
  isEmptyValue,
  readServerValue,
  toJson,
  toSubmitValue,
  toUnixSeconds,
} from "./conversions";
export type { DecodedForm, DecodedItem } from "./decode";
export { decodeElements, describeValue, kindOf, serverElementSchema } from "./decode";
export type { DraftStore, TypedValues } from "./draftStore";
export { createDraftStore, defaultDraftStorage, draftKey } from "./draftStore";
export type { ErrorStore } from "./errorStore";
export { createErrorStore } from "./errorStore";
export type { EvolutionPolicy } from "./evolution";
export type { FormEvent, FormEventHandler, SubmitOutcome } from "./formEvents";
export type { InitialValues } from "./initialValues";
export { buildSubmitBody, initialValues } from "./initialValues";
export { parseContentKey, stripKeyPrefix, submitKey } from "./keys";
export type { FormMessages } from "./messages";
export { messages } from "./messages";
export type { ModuleMessages } from "./moduleMessages";
export { moduleMessages, numberWords } from "./moduleMessages";
export { moduleTexts } from "./moduleTexts";
export { activeSorted, enumerationIdsOf, findOption, optionsFor } from "./options";
export type { PreparedForm, PrepareInput } from "./prepareForm";
export { MissingFormIdError, prepareForm } from "./prepareForm";
export type { RefusedField } from "./SubmitRefusedError";
export { SubmitRefusedError } from "./SubmitRefusedError";
export type { CompiledPattern, CompileOptions, PatternEngine, SafeMatcher } from "./safeRegex";
export { compilePattern, patternCost, splitLiteral } from "./safeRegex";
export type { ErrorMessageOverride, MessageOverrides, Translator } from "./translator";
export { createTranslator, defaultTranslator } from "./translator";
export type {
  DataType,
  Diagnostic,
  ElementBase,
  ElementKind,
  ElementOf,
  Enumeration,
  EnumerationSetting,
  FormElement,
  JsonValue,
  Option,
  ServerElement,
  ServerFlag,
  ValidationRule,
  ValueByKind,
} from "./types";
export { ELEMENT_KINDS } from "./types";
export type { ErrorCode, ErrorMap, ValidateInput } from "./validate";
export { errorMessage, isVendorActive, validateForm } from "./validate";
