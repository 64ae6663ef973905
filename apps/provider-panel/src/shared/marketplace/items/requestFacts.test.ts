import { describe, expect, it } from "vitest";
import { requestFacts } from "./requestFacts";

const enumerations = [
  { id: 702, parent_id: 7, title: "بانوان", status_id: 1, priority: 2 },
  { id: 804, parent_id: 8, title: "منزل", status_id: 1, priority: 4 },
];

describe("request facts", () => {
  it("reads guests, place, note, total with fees and openable attachments from the request itself", () => {
    const facts = requestFacts(
      {
        factor: { final_price: 4_500_000, total: 4_905_000 },
        properties: {
          guest_count: 110,
          guest_gender_id: 702,
          place_id: 804,
          note: " لطفا زودتر بیایید ",
          attachments: ["requests/invitation.svg", "x_360x360.jpg;x_org.jpg"],
        },
      },
      enumerations,
    );
    expect(facts.map((f) => [f.label, f.value])).toEqual([
      ["تعداد مهمانان", "۱۱۰ نفر"],
      ["جنسیت مهمانان", "بانوان"],
      ["نوع مکان", "منزل"],
      ["توضیح مشتری", "لطفا زودتر بیایید"],
      ["مبلغ کل با کارمزد", "۴٬۹۰۵٬۰۰۰ تومان"],
      ["پیوست‌ها", "۲ فایل پیوست"],
    ]);
    expect(facts.at(-1)?.links).toEqual([
      { href: "/uploads/requests/invitation.svg", label: "پیوست ۱", title: "باز کردن پیوست ۱ در زبانه تازه" },
      { href: "/uploads/x_org.jpg", label: "پیوست ۲", title: "باز کردن پیوست ۲ در زبانه تازه" },
    ]);
  });

  it("leaves out what the request does not carry, but always states the total", () => {
    const facts = requestFacts({ factor: { final_price: 0, total: 0 }, properties: { note: "  " } }, []);
    expect(facts.map((f) => f.key)).toEqual(["total"]);
  });
});
