import type { ElementRendererProps } from "../../react/types";

/** Input type 30: a hidden static value, sent under its plain name; nothing is shown. */
export function StaticField({ element, ids }: ElementRendererProps<"static">) {
  return (
    <input
      type="hidden"
      id={ids.control}
      data-key={element.key}
      value={JSON.stringify(element.staticValue)}
    />
  );
}
