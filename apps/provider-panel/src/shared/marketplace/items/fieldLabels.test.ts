import { describe, expect, it } from "vitest";
import { fieldCaptions, placeForms } from "./fieldLabels";

describe("field labels", () => {
  it("finds a caption by the element id of the e{id}_ prefix, or by name for a static field", () => {
    const caption = fieldCaptions([
      { id: 30101, name: "stage_name", caption: "نام مداح" },
      { id: 30102, name: "label", caption: "عنوان" },
      { id: 30103, name: "blank", caption: " " },
    ]);
    expect(caption("e30101_stage_name")).toBe("نام مداح");
    // The id decides, not the name: a renamed element keeps its caption, another id does not borrow it.
    expect(caption("e30101_old_name")).toBe("نام مداح");
    expect(caption("e999_stage_name")).toBeNull();
    expect(caption("label")).toBe("عنوان");
    expect(caption("e30103_blank")).toBeNull();
  });

  it("labels parent data from the place forms", () => {
    const forms = [
      { id: 5, parent_id: null },
      { id: 501, parent_id: 5 },
      { id: 502, parent_id: 5 },
      { id: 301, parent_id: 3 },
    ];
    expect(placeForms(forms)).toEqual([501, 502]);
  });
});
