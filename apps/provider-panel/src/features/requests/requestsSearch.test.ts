import { describe, expect, it } from "vitest";
import { applyFilter } from "./applyFilter";
import { parseRequestsSearch } from "./requestsSearch";

describe("requests search", () => {
  it("keeps valid values and drops malformed ones", () => {
    expect(
      parseRequestsSearch({
        formId: 301,
        filterBox: 1,
        detailId: "7",
        ceremony: [61, "62", -1, "x"],
        status: 9,
      }),
    ).toEqual({ formId: 301, filterBox: 1, detailId: 7, ceremony: [61, 62] });
    expect(parseRequestsSearch({ ceremony: 61, status: 0, formId: "abc", filterBox: 2 })).toEqual({
      ceremony: [61],
      status: 0,
    });
  });

  it("submitting a filter closes the screen and clears the page parameter", () => {
    expect(
      applyFilter({ formId: 301, filterBox: 1, page: 3, ceremony: [61] }, { ceremony: [62], status: 2 }),
    ).toEqual({ formId: 301, ceremony: [62], status: 2 });
    expect(applyFilter({ formId: 301, status: 2 }, { ceremony: [], status: undefined })).toEqual({
      formId: 301,
    });
  });
});
