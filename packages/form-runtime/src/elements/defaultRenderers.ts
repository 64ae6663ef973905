import { lazyChunk } from "../core/lazyChunk";
import type { RendererRegistry } from "../react/types";
import { CheckboxField } from "./checkbox/CheckboxField";
import { FlagField } from "./flag/FlagField";
import { lazyRenderer } from "./lazyRenderer";
import { LocationNeedsMap } from "./location/LocationNeedsMap";
import { MultiSelectField } from "./multiSelect/MultiSelectField";
import { NumericField } from "./numeric/NumericField";
import { RadioField } from "./radio/RadioField";
import { SelectField } from "./select/SelectField";
import { StaticField } from "./static/StaticField";
import { TextField } from "./text/TextField";
import { TextAreaField } from "./textarea/TextAreaField";
import { UnknownElement } from "./unknown/UnknownElement";

/**
 * The built-in renderer for every element kind, the file, files and date renderers each in a chunk of their own
 * (fetched when such a field mounts); extend or override by merging: `{ ...defaultRenderers, ...mine }`.
 */
export const defaultRenderers: RendererRegistry = {
  text: TextField,
  textarea: TextAreaField,
  numeric: NumericField,
  checkbox: CheckboxField,
  flag: FlagField,
  select: SelectField,
  multiSelect: MultiSelectField,
  radio: RadioField,
  file: lazyRenderer(lazyChunk(() => import("./file/FileField").then((m) => m.FileField))),
  files: lazyRenderer(lazyChunk(() => import("./files/FilesField").then((m) => m.FilesField))),
  date: lazyRenderer(lazyChunk(() => import("./date/DateField").then((m) => m.DateField))),
  location: LocationNeedsMap,
  static: StaticField,
  unknown: UnknownElement,
};
