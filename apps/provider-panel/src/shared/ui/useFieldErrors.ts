import { type FormEvent, useState } from "react";
import type { FieldErrors } from "../validation/rules";

/**
 * Errors stay hidden until the first submit; the submit handler then calls `onValid` only when there are none.
 * `show(key)` is the error a field displays.
 */
export function useFieldErrors<K extends string>(errors: FieldErrors<K>, onValid: () => void) {
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length === 0) onValid();
  };
  const show = (key: K) => (touched ? errors[key] : undefined);
  return { submit, show };
}
