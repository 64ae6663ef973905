import type { RendererRegistry } from "../react/types";
import { CheckboxField } from "./checkbox/CheckboxField";
import { DateField } from "./date/DateField";
import { FileField } from "./file/FileField";
import { FilesField } from "./files/FilesField";
import { FlagField } from "./flag/FlagField";
import { LocationNeedsMap } from "./location/LocationNeedsMap";
import { MultiSelectField } from "./multiSelect/MultiSelectField";
import { NumericField } from "./numeric/NumericField";
import { RadioField } from "./radio/RadioField";
import { SelectField } from "./select/SelectField";
import { StaticField } from "./static/StaticField";
import { TextField } from "./text/TextField";
import { TextAreaField } from "./textarea/TextAreaField";
import { UnknownElement } from "./unknown/UnknownElement";

/** The built-in renderer for every element kind; extend or override by merging: `{ ...defaultRenderers, ...mine }`. */
export const defaultRenderers: RendererRegistry = {
  text: TextField,
  textarea: TextAreaField,
  numeric: NumericField,
  checkbox: CheckboxField,
  flag: FlagField,
  select: SelectField,
  multiSelect: MultiSelectField,
  radio: RadioField,
  file: FileField,
  files: FilesField,
  date: DateField,
  location: LocationNeedsMap,
  static: StaticField,
  unknown: UnknownElement,
};
