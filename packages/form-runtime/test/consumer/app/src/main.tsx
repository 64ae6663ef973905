// An adopter's app: both engines from their packed tarballs, the stylesheets imported explicitly.
import type { FlowAdapter } from "@ceremony/flow-runtime";
import { parseServerSteps } from "@ceremony/flow-runtime";
import { type ServerElement, ServerForm, type SubmitRequest } from "@ceremony/form-runtime";
import "@ceremony/form-runtime/styles.css";
import "@ceremony/flow-runtime/styles.css";
import { createRoot } from "react-dom/client";
import { renderRefusalForm } from "./refusal";
import "./schemaChecks";

// A server form as it arrives (spec §3): typed by the package's `ServerElement`.
const elements: ServerElement[] = [
  { id: 11, name: "first_name", caption: "نام", input_type: 1, data_type: 1, required_field: 1, priority: 1 },
  {
    id: 12,
    name: "mobile",
    caption: "موبایل",
    input_type: 1,
    data_type: 1,
    required_field: 1,
    validation_id: 5,
    priority: 2,
  },
  {
    id: 13,
    name: "ceremony",
    caption: "نوع مراسم",
    input_type: 5,
    data_type: 6,
    required_field: 1,
    options: [
      { title: "ختم", value: "1" },
      { title: "عزاداری", value: "2" },
    ],
    priority: 3,
  },
  {
    id: 14,
    name: "guests",
    caption: "تعداد مهمان",
    input_type: 1,
    data_type: 2,
    required_field: 1,
    priority: 4,
  },
];

declare global {
  interface Window {
    submitted: Record<string, unknown>[];
    flowStepCount: number;
  }
}
window.submitted = [];

// flow-runtime is typed and bundled too.
const adapter: Pick<FlowAdapter, "loadSteps"> = {
  loadSteps: async () => parseServerSteps([]),
};
window.flowStepCount = (
  await adapter.loadSteps({ contentId: undefined, signal: new AbortController().signal })
).length;

const root = document.getElementById("app");
if (!root) throw new Error("no #app");
createRoot(root).render(
  <ServerForm
    formId={7}
    elements={elements}
    validations={[{ id: 5, regex: "^09[0-9]{9}$" }]}
    adapters={{
      storage: null,
      submit: async (request: SubmitRequest) => {
        window.submitted.push(request.body);
        return { message: "ثبت شد" };
      },
    }}
  />,
);
renderRefusalForm();
