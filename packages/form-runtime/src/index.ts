export * from "./core/index";
export { PAYLOAD_SCHEMA_VERSION } from "./core/payloadVersion";
export { CheckboxField } from "./elements/checkbox/CheckboxField";
export { DateField } from "./elements/date/DateField";
export { JalaliCalendar } from "./elements/date/JalaliCalendar";
export { defaultRenderers } from "./elements/defaultRenderers";
export { FileField } from "./elements/file/FileField";
export { FilesField } from "./elements/files/FilesField";
export { FlagField } from "./elements/flag/FlagField";
export { LocationNeedsMap } from "./elements/location/LocationNeedsMap";
export { MultiSelectField } from "./elements/multiSelect/MultiSelectField";
export { NumericField } from "./elements/numeric/NumericField";
export { RadioField } from "./elements/radio/RadioField";
export { SelectField } from "./elements/select/SelectField";
export { StaticField } from "./elements/static/StaticField";
export { TextField } from "./elements/text/TextField";
export { TextAreaField } from "./elements/textarea/TextAreaField";
export { UnknownElement } from "./elements/unknown/UnknownElement";
export * from "./modules/index";
export type { ControlProps, ControlSource } from "./react/controlProps";
export { controlProps } from "./react/controlProps";
export { DiagnosticSlot } from "./react/DiagnosticSlot";
export { ElementRenderer } from "./react/ElementRenderer";
export type { Engine, EngineForm } from "./react/engine";
export { useEngine } from "./react/engine";
export { FieldCaption } from "./react/FieldCaption";
export { FieldShell } from "./react/FieldShell";
export type { FormRuntimeSettings } from "./react/FormRuntimeProvider";
export { FormRuntimeProvider, useFormRuntimeSettings } from "./react/FormRuntimeProvider";
export { fieldIds } from "./react/ids";
export type { ServerFormProps } from "./react/ServerForm";
export { LoadError, ServerForm } from "./react/ServerForm";
export type {
  ElementRenderer as ElementRendererComponent,
  ElementRendererProps,
  FieldIds,
  FieldShellComponent,
  FieldShellProps,
  RendererOverrides,
  RendererRegistry,
} from "./react/types";
export { TranslatorContext, useMessages, useTranslator } from "./react/useMessages";
export { useModuleMessages } from "./react/useModuleMessages";
export type { FormMessage, SubmittedForm, UseServerFormOptions } from "./react/useServerForm";
export { useServerForm } from "./react/useServerForm";
export type { ServerFormPayload } from "./schema/payloadSchema";
