// A server refusal as an adopter's submit adapter reports it: the engine shows it under its field.
import { type FormEvent, type ServerElement, ServerForm, SubmitRefusedError } from "@ceremony/form-runtime";
import { createRoot } from "react-dom/client";

const elements: ServerElement[] = [
  {
    id: 21,
    name: "hall",
    caption: "عنوان تالار",
    input_type: 1,
    data_type: 1,
    required_field: 1,
    priority: 1,
  },
  { id: 22, name: "about", caption: "معرفی", input_type: 2, data_type: 1, priority: 2 },
];

declare global {
  interface Window {
    refusalSubmits: number;
    formEvents: FormEvent[];
  }
}
window.refusalSubmits = 0;
window.formEvents = [];

/** Renders the refusal form into `#refusal`: its first submit is refused for `e21_hall`, the next accepted. */
export function renderRefusalForm(): void {
  const root = document.getElementById("refusal");
  if (!root) throw new Error("no #refusal");
  createRoot(root).render(
    <ServerForm
      formId={8}
      elements={elements}
      submitLabel="ثبت تالار"
      adapters={{
        storage: null,
        onEvent: (event) => window.formEvents.push(event),
        submit: async () => {
          window.refusalSubmits += 1;
          if (window.refusalSubmits === 1)
            throw new SubmitRefusedError("عنوان تالار: این نام پیش‌تر ثبت شده است.", [
              { key: "e21_hall", message: "عنوان تالار: این نام پیش‌تر ثبت شده است." },
            ]);
          return { message: "ثبت شد" };
        },
      }}
    />,
  );
}
