import type { FormApi } from "@tanstack/react-form";

/** Values as held by the TanStack form, keyed by internal field name (`unknown`: JSON values are recursive, which TanStack path types cannot walk). */
export type HeldValues = Record<string, unknown>;

/** The TanStack form the engine uses: values only, no TanStack validators (validation is one pass of ours). */
export type EngineForm = FormApi<
  HeldValues,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  never
>;
