import type { FormElement } from "../core/types";

/** A field's caption (its name when the server sent none) with the required mark, hidden from screen readers. */
export function FieldCaption({ element }: { readonly element: FormElement }) {
  return (
    <>
      {element.caption || element.name}
      {element.required ? (
        <span className="fr-required" aria-hidden="true">
          {" *"}
        </span>
      ) : null}
    </>
  );
}
