import { useState } from "react";

/** A form's string values with a setter per field: `set("firstName")` is that input's `onChange`. */
export function useFieldValues<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState(initial);
  const set = (key: keyof V) => (value: string) => setValues((old) => ({ ...old, [key]: value }));
  return { values, set, setValues };
}
