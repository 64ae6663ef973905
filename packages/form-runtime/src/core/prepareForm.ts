import type { ContentPayload, FormAdapters } from "./adapters";
import { type DecodedForm, decodeElements } from "./decode";
import { isDigitsOnlyPattern } from "./digitPattern";
import { createDraftStore, type DraftStore, defaultDraftStorage, draftKey } from "./draftStore";
import { unwrapPayload } from "./evolution";
import { type InitialValues, initialValues } from "./initialValues";
import { enumerationIdsOf, optionsFor } from "./options";
import { compilePattern, type SafeMatcher } from "./safeRegex";
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

/** Load (through adapters), decode and compile everything a form needs. Rejects only when loading fails. */
export async function prepareForm(input: PrepareInput): Promise<PreparedForm> {
  const { adapters } = input;
  const formId = present(input.formId) ? input.formId : null;
  const contentId = present(input.contentId) ? input.contentId : null;
  let raw = input.elements;
  if (raw === undefined) {
    if (formId === null) throw new MissingFormIdError();
    if (!adapters.loadForm) throw new Error("form-runtime: no loadForm adapter.");
    raw = await adapters.loadForm(formId);
  }
  const payload = unwrapPayload(raw);
  const schemaVersion = payload.schemaVersion ?? input.schemaVersion ?? null;
  const decoded = decodeElements(payload.elements);
  const diagnostics: Diagnostic[] = [...decoded.diagnostics];

  const enumerationIds = enumerationIdsOf(decoded.elements);
  const validationIds = [
    ...new Set(decoded.elements.flatMap((e) => (e.validationId === null ? [] : [e.validationId]))),
  ];
  const [content, enumerations, validations] = await Promise.all([
    input.content !== undefined
      ? input.content
      : contentId !== null && formId !== null && adapters.loadContent
        ? adapters.loadContent({ formId, contentId })
        : null,
    input.enumerations ??
      (enumerationIds.length > 0 && adapters.loadEnumerations
        ? adapters.loadEnumerations(enumerationIds)
        : []),
    input.validations ??
      (validationIds.length > 0 && adapters.loadValidations ? adapters.loadValidations(validationIds) : []),
  ]);

  const optionsByKey = new Map<string, readonly Option[]>();
  for (const element of decoded.elements) optionsByKey.set(element.key, optionsFor(element, enumerations));

  const patterns = new Map<number, SafeMatcher>();
  const rules = new Map(validations.map((rule) => [rule.id, rule.regex]));
  await Promise.all(
    validationIds.map(async (id) => {
      const regex = rules.get(id);
      const owner = decoded.elements.find((e) => e.validationId === id);
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
      const compiled = await compilePattern(regex);
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
    formId,
    contentId,
    decoded: { ...decoded, items, elements },
    optionsByKey,
    patterns,
    initial,
    draft,
    diagnostics,
    schemaVersion,
  };
}
