import type { ComponentType, ReactNode } from "react";
import type { FormAdapters } from "../core/adapters";
import type { Diagnostic, ElementKind, ElementOf, Option, ValueByKind } from "../core/types";

/** DOM ids of one field, for `htmlFor`, `aria-describedby` and `aria-labelledby`. */
export interface FieldIds {
  /** id of the control (or the first control of a group). */
  readonly control: string;
  readonly label: string;
  readonly help: string;
  readonly error: string;
  /** Space-separated ids for `aria-describedby` (help and error when present), or undefined. */
  readonly describedBy: string | undefined;
}

/** Props every element renderer receives. Stable contract for teams that add or override renderers. */
export interface ElementRendererProps<K extends ElementKind = ElementKind> {
  readonly element: ElementOf<K>;
  readonly value: ValueByKind[K];
  /** Set the value; clears the field's error. Never debounced. */
  readonly onChange: (value: ValueByKind[K]) => void;
  readonly onBlur: () => void;
  /** Persian error message, or null. */
  readonly error: string | null;
  readonly disabled: boolean;
  readonly ids: FieldIds;
  /** Options resolved from `options` or the enumeration (active only, by priority). */
  readonly options: readonly Option[];
  readonly adapters: FormAdapters;
  /** Report a problem (bad value shape, unrunnable pattern…) without breaking the form. */
  readonly onDiagnostic: (diagnostic: Diagnostic) => void;
}

/** A renderer for one element kind. */
export type ElementRenderer<K extends ElementKind> = ComponentType<ElementRendererProps<K>>;

/** The full registry: one renderer per kind; a new kind fails typecheck until it has one. */
export type RendererRegistry = { readonly [K in ElementKind]: ElementRenderer<K> };

/** A partial registry another team merges over the defaults: `{ ...defaultRenderers, ...mapRenderers }`. */
export type RendererOverrides = Partial<RendererRegistry>;

/** Props of the overridable chrome around a control: label, help text and error. */
export interface FieldShellProps {
  readonly element: ElementOf<ElementKind>;
  readonly ids: FieldIds;
  readonly error: string | null;
  /** False for controls that carry their own label (a single checkbox) or have none (hidden). */
  readonly showLabel: boolean;
  readonly children: ReactNode;
}

/** A field shell component. */
export type FieldShellComponent = ComponentType<FieldShellProps>;
