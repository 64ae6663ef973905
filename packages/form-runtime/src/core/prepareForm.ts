import type { ContentPayload, FormAdapters } from "./adapters";
import { type DecodedForm, decodeElements } from "./decode";
import { isDigitsOnlyPattern } from "./digitPattern";
import { createDraftStore, type DraftStore, defaultDraftStorage, draftKey } from "./draftStore";
import { unwrapPayload } from "./evolution";
import { type InitialValues, initialValues } from "./initialValues";
import { enumerationIdsOf, optionsFor } from "./options";
import { type CompiledPattern, compilePattern, type SafeMatcher } from "./safeRegex";
import type { Diagnostic, Enumeration, FormElement, Option, ValidationRule } from "./types";

/** Thrown when a form must be loaded from the server but no form id was given. */
export class MissingFormIdError extends Error {
  constructor() {
    super("form-runtime: no form id to load the form with.");
    this.name = "MissingFormIdError";
  }
}

/** What a form needs before it can render: decoded elements, options, compiled patterns, starting values. */
export interface PreparedForm {
  readonly formId: number | string | null;
  readonly contentId: number | string | null;
  readonly decoded: DecodedForm;
  readonly optionsByKey: ReadonlyMap<string, readonly Option[]>;
  readonly patterns: ReadonlyMap<number, SafeMatcher>;
  readonly initial: InitialValues;
  readonly draft: DraftStore;
  /** Every diagnostic found while preparing (payload and patterns). */
  readonly diagnostics: readonly Diagnostic[];
  /** The schema version the payload declares (`schema_version`), or null when it declares none. */
  readonly schemaVersion: number | null;
}

/** Inputs of `prepareForm`: values given directly win over adapters. */
export interface PrepareInput {
  readonly formId: number | string | null;
  readonly contentId: number | string | null;
  readonly adapters: FormAdapters;
  /**
   * Raw element list, or a payload `{ schema_version?, elements }`; when absent it is loaded with
   * `adapters.loadForm(formId)`, which may resolve either.
   */
  readonly elements?: unknown;
  /** The payload's schema version when the elements come without it; a version inside the payload wins. */
  readonly schemaVersion?: number | null;
  /** Existing content; when absent and a content id is given, loaded with `adapters.loadContent`. */
  readonly content?: ContentPayload | null;
  readonly enumerations?: readonly Enumeration[];
  readonly validations?: readonly ValidationRule[];
}

function present(id: number | string | null | undefined): id is number | string {
  return id !== null && id !== undefined && id !== "";
}

/**
 * Load (through adapters), decode and compile everything a form needs. Rejects only when loading fails. Resolves
 * once every pattern is compiled, with their diagnostics (see {@link startPrepareForm} for a form that renders
 * while its patterns compile).
 */
export async function prepareForm(input: PrepareInput): Promise<PreparedForm> {
  const { prepared, compile } = await startPrepareForm(input);
  const late = await compile();
  return { ...prepared, diagnostics: [...prepared.diagnostics, ...late] };
}

/** A prepared form whose patterns may still be compiling. */
export interface PreparingForm {
  /** Everything but the patterns' diagnostics; `patterns` fills in when `compile()` settles. */
  readonly prepared: PreparedForm;
  /**
   * Starts compiling the patterns (once; later calls return the same promise) and settles with their diagnostics
   * once every pattern is in `prepared.patterns`; never rejects.
   */
  readonly compile: () => Promise<readonly Diagnostic[]>;
}

/** The compilations not finished yet, by the patterns map they fill (see {@link patternsCompiling}). */
const compiling = new WeakMap<ReadonlyMap<number, SafeMatcher>, () => Promise<unknown>>();

/**
 * The compilation still to fill `patterns` (started now if it was not yet), or null when it is complete: a submit
 * waits for it, so no field is validated without its pattern.
 */
export function patternsCompiling(patterns: ReadonlyMap<number, SafeMatcher>): Promise<unknown> | null {
  return compiling.get(patterns)?.() ?? null;
}

/**
 * Like {@link prepareForm}, but resolves as soon as the form can render: the patterns compile when `compile()` is
 * called or a submit needs them (their analysis is a chunk of its own, fetched on first use).
 */
export async function startPrepareForm(input: PrepareInput): Promise<PreparingForm> {
  const { formId } = idsOf(input);
  let raw = input.elements;
  if (raw === undefined) {
    if (formId === null) throw new MissingFormIdError();
    if (!input.adapters.loadForm) throw new Error("form-runtime: no loadForm adapter.");
    raw = await input.adapters.loadForm(formId);
  }
  const decoding = decodeStep(input, raw);
  const { content, enumerations, validations } = sourcesOf(input, decoding);
  const loaded = await Promise.all([content, enumerations, validations]);
  return assemble(input, decoding, ...loaded);
}

/**
 * The same as {@link startPrepareForm} without waiting, when the elements and everything they need are given (nothing
 * to load through adapters); null otherwise. A form given its elements renders in its first commit.
 */
export function prepareFormNow(input: PrepareInput): PreparingForm | null {
  if (input.elements === undefined) return null;
  const decoding = decodeStep(input, input.elements);
  const { content, enumerations, validations } = sourcesOf(input, decoding);
  if (isThenable(content) || isThenable(enumerations) || isThenable(validations)) return null;
  return assemble(input, decoding, content, enumerations, validations);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

function idsOf(input: PrepareInput) {
  return {
    formId: present(input.formId) ? input.formId : null,
    contentId: present(input.contentId) ? input.contentId : null,
  };
}

interface Decoding {
  readonly decoded: DecodedForm;
  readonly schemaVersion: number | null;
  readonly enumerationIds: readonly number[];
  readonly validationIds: readonly number[];
}

function decodeStep(input: PrepareInput, raw: unknown): Decoding {
  const payload = unwrapPayload(raw);
  const decoded = decodeElements(payload.elements);
  return {
    decoded,
    schemaVersion: payload.schemaVersion ?? input.schemaVersion ?? null,
    enumerationIds: enumerationIdsOf(decoded.elements),
    validationIds: [
      ...new Set(decoded.elements.flatMap((e) => (e.validationId === null ? [] : [e.validationId]))),
    ],
  };
}

/** Content, enumerations and rules: given, loaded through adapters (a promise), or none needed. */
function sourcesOf(input: PrepareInput, { enumerationIds, validationIds }: Decoding) {
  const { adapters } = input;
  const { formId, contentId } = idsOf(input);
  return {
    content:
      input.content !== undefined
        ? input.content
        : contentId !== null && formId !== null && adapters.loadContent
          ? adapters.loadContent({ formId, contentId })
          : null,
    enumerations:
      input.enumerations ??
      (enumerationIds.length > 0 && adapters.loadEnumerations
        ? adapters.loadEnumerations(enumerationIds)
        : []),
    validations:
      input.validations ??
      (validationIds.length > 0 && adapters.loadValidations ? adapters.loadValidations(validationIds) : []),
  };
}

function assemble(
  input: PrepareInput,
  { decoded, schemaVersion, validationIds }: Decoding,
  content: ContentPayload | null,
  enumerations: readonly Enumeration[],
  validations: readonly ValidationRule[],
): PreparingForm {
  const { adapters } = input;
  const { formId, contentId } = idsOf(input);
  const optionsByKey = new Map<string, readonly Option[]>();
  for (const element of decoded.elements) optionsByKey.set(element.key, optionsFor(element, enumerations));

  const patterns = new Map<number, SafeMatcher>();
  let started: Promise<readonly Diagnostic[]> | null = null;
  const compile = () => {
    started ??= compilePatterns(validationIds, validations, decoded.elements, patterns).then((found) => {
      compiling.delete(patterns);
      return found;
    });
    return started;
  };
  if (validationIds.length > 0) compiling.set(patterns, compile);

  // What a rule says about its field: a digit field (keyboard, Persian digits) and the rule's own message.
  const ruleById = new Map(validations.map((rule) => [rule.id, rule]));
  const enrich = (element: FormElement): FormElement => {
    const rule = element.validationId === null ? undefined : ruleById.get(element.validationId);
    if (!rule) return element;
    const message = typeof rule.message === "string" && rule.message.trim() !== "" ? rule.message : undefined;
    const digits = element.kind === "text" && isDigitsOnlyPattern(rule.regex);
    if (!message && !digits) return element;
    return { ...element, ...(digits ? { digits } : {}), ...(message ? { patternMessage: message } : {}) };
  };
  const items = decoded.items.map((item) => (item.ok ? { ...item, element: enrich(item.element) } : item));
  const elements = items.flatMap((item) => (item.ok ? [item.element] : []));

  const draft = createDraftStore(
    adapters.storage === undefined ? defaultDraftStorage() : adapters.storage,
    draftKey(formId, contentId),
  );
  const initial = initialValues(elements, content, draft.load());
  return {
    prepared: {
      formId,
      contentId,
      decoded: { ...decoded, items, elements },
      optionsByKey,
      patterns,
      initial,
      draft,
      diagnostics: decoded.diagnostics,
      schemaVersion,
    },
    compile,
  };
}

/**
 * Compile each distinct rule once into `patterns`; resolves with the diagnostics. A pattern that cannot run, or
 * whose analysis cannot be loaded, gets the fail-closed matcher: its field is never left unchecked.
 */
async function compilePatterns(
  validationIds: readonly number[],
  validations: readonly ValidationRule[],
  elements: readonly FormElement[],
  patterns: Map<number, SafeMatcher>,
): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const rules = new Map(validations.map((rule) => [rule.id, rule.regex]));
  await Promise.all(
    validationIds.map(async (id) => {
      const regex = rules.get(id);
      const owner = elements.find((e) => e.validationId === id);
      if (regex === undefined) {
        diagnostics.push({
          elementId: owner?.id ?? null,
          path: `validations[id=${id}]`,
          expected: "a regex for this validation_id",
          received: "none",
          message: `No regex was supplied for validation_id ${id}; the field is checked without it.`,
        });
        return;
      }
      const compiled = await compilePattern(regex).catch(
        (error: unknown): CompiledPattern => ({
          ok: false,
          reason: `The pattern could not be checked: ${error instanceof Error ? error.message : String(error)}`,
          matcher: { engine: "refused", test: () => false },
        }),
      );
      // A refused pattern still goes in the map: its matcher fails closed, so the field is never left unchecked.
      patterns.set(id, compiled.matcher);
      if (!compiled.ok)
        diagnostics.push({
          elementId: owner?.id ?? null,
          path: `validations[id=${id}].regex`,
          expected: "a JavaScript pattern that runs in linear time, natively or on the linear engine",
          received: JSON.stringify(regex),
          message: compiled.reason,
        });
    }),
  );
  return diagnostics;
}
