// The price step's rule, in its own chunk: a form's first paint does not need the price module's rules.
export { ceremoniesChosenByForm } from "@ceremony/form-runtime";
