import { describe, expect, it } from "vitest";
import { createMemoryAdapters, renderServerForm, serverElement, serverFormPayload } from "./index";

const elements = [
  serverElement("text", { id: 1, name: "title", caption: "عنوان", required_field: 1 }),
  serverElement("select", {
    id: 2,
    name: "ceremony",
    caption: "نوع مراسم",
    options: [
      { title: "عروسی", value: "1" },
      { title: "عزاداری", value: "2" },
    ],
  }),
  serverElement("numeric", { id: 3, name: "guests", caption: "تعداد مهمان" }),
];

describe("the /testing helpers", () => {
  it("build elements with the wire types the server sends", () => {
    expect(elements.map((e) => [e.input_type, e.data_type])).toEqual([
      [1, 1],
      [5, 6],
      [1, 2],
    ]);
    expect(serverFormPayload({ elements }).schema_version).toBe(1);
  });

  it("render a form from memory adapters, fill it like a user and record the submit", async () => {
    const adapters = createMemoryAdapters({ forms: { 7: elements } });
    const form = await renderServerForm({ formId: 7, adapters });
    form.pressSubmit();
    await form.waitFor(() => form.container.textContent?.includes("پر کردن این فیلد الزامی می باشد"));
    expect(form.submitted).toHaveLength(0);

    form.fill("عنوان", "تالار نور");
    form.fill("نوع مراسم", "2");
    form.fill("تعداد مهمان", "۱۲۰");
    form.pressSubmit();
    await form.waitFor(() => form.submitted.length === 1);
    expect(form.submitted[0]?.body).toEqual({
      e1_title: "تالار نور",
      e2_ceremony: "2",
      e3_guests: 120,
      form_id: 7,
    });
    await form.waitFor(() => form.messages.length === 1);
    expect(form.messages[0]).toEqual({ kind: "success", text: "اطلاعات با موفقیت ثبت شد" });
    form.unmount();
    expect(document.body.textContent).toBe("");
  });

  it("show a refusal through the form's messages", async () => {
    const adapters = createMemoryAdapters({ refuseWith: "این عنوان قبلا ثبت شده است" });
    const form = await renderServerForm({ formId: 7, elements: elements.slice(0, 1), adapters });
    form.fill("عنوان", "تالار");
    form.pressSubmit();
    await form.waitFor(() => form.messages.length === 1);
    expect(form.messages[0]).toEqual({ kind: "error", text: "این عنوان قبلا ثبت شده است" });
    form.unmount();
  });
});
