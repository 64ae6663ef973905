import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("linkify", () => {
  it("makes web addresses tappable, without the sentence's punctuation", () => {
    expect(linkify("نقشه: https://maps.example/x?a=1، ممنون")).toEqual([
      "نقشه: ",
      { kind: "url", href: "https://maps.example/x?a=1", text: "https://maps.example/x?a=1" },
      "، ممنون",
    ]);
    expect(linkify("www.example.ir.")).toEqual([
      { kind: "url", href: "https://www.example.ir/", text: "www.example.ir" },
      ".",
    ]);
  });

  it("makes phone numbers dial, in any digits", () => {
    expect(linkify("شماره من ۰۹۱۲۳۴۵۶۷۸۹ است")).toEqual([
      "شماره من ",
      { kind: "tel", href: "tel:09123456789", text: "۰۹۱۲۳۴۵۶۷۸۹" },
      " است",
    ]);
    expect(linkify("+98 912 345 6789")).toEqual([
      { kind: "tel", href: "tel:+989123456789", text: "+98 912 345 6789" },
    ]);
    expect(linkify("051-3844-1234")).toEqual([
      { kind: "tel", href: "tel:05138441234", text: "051-3844-1234" },
    ]);
  });

  it("never links a script or data address, and leaves plain text alone", () => {
    expect(linkify("javascript:alert(1)")).toEqual(["javascript:alert(1)"]);
    expect(linkify("data:text/html,<b>x</b>")).toEqual(["data:text/html,<b>x</b>"]);
    expect(linkify("ساعت ۱۸ مراسم است")).toEqual(["ساعت ۱۸ مراسم است"]);
  });
});
