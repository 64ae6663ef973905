import { describe, expect, it } from "vitest";
import { storedFileName, thumbnailPath } from "./uploadPaths";

const image = "public/_RaTT-x_org.png;public/_RaTT-x_360x360.png;public/_RaTT-x_120x120.png";

describe("upload paths", () => {
  it("finds an image's 120×120 variant, and none for a document", () => {
    expect(thumbnailPath(image)).toBe("public/_RaTT-x_120x120.png");
    expect(thumbnailPath("public/_abc_org.pdf")).toBeNull();
  });

  it("names an upload after its original, not its last variant", () => {
    expect(storedFileName(image)).toBe("_RaTT-x_org.png");
    expect(storedFileName("doc.pdf")).toBe("doc.pdf");
  });
});
