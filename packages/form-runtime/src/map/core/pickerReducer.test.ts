import { describe, expect, it } from "vitest";
import { canConfirm, initialPickerState, type PickerAction, pickerReducer } from "./pickerReducer";
import { addCachedPoint } from "./pointCache";

const inside = { formatted_address: "مشهد، خیابان امام رضا", enumeration_location_id: 11, city: "مشهد" };
const outside = { formatted_address: "بیابان", city: null };

describe("initialPickerState", () => {
  it("starts closed on the default centre (36.28, 59.61) with the spec's field spellings", () => {
    const state = initialPickerState();
    expect(state.centerPoint).toEqual({ lat: 36.28, lng: 59.61 });
    expect(state.showModal).toBe(false);
    expect(state.searchAddress).toEqual({ showReslultBox: false, pending: false, data: null, error: false });
    expect(state.pointInfo).toEqual({ pending: false, data: null, error: false, inArea: false });
    expect(state.cachedPoints).toEqual([]);
    expect(state.showDetailForm).toBe(false);
  });

  it("centres on a given address", () => {
    const value = {
      name: "خانه",
      unit: null,
      number: 12,
      address: "آدرس",
      coordinates: [51.4, 35.7] as [number, number],
      meta_data: inside,
    };
    expect(initialPickerState(value).centerPoint).toEqual({ lat: 35.7, lng: 51.4 });
    expect(initialPickerState(value).defaultValue).toBe(value);
  });
});

describe("pickerReducer", () => {
  const s0 = initialPickerState();

  it("sets each field from its action", () => {
    expect(pickerReducer(s0, { type: "SET_SHOW_MODAL", payload: true }).showModal).toBe(true);
    expect(pickerReducer(s0, { type: "SET_CENTER_POINT", payload: { lat: 1, lng: 2 } }).centerPoint).toEqual({
      lat: 1,
      lng: 2,
    });
    const cache = addCachedPoint([], { lat: 1, lng: 2 }, inside);
    expect(pickerReducer(s0, { type: "SET_CACHED_POINTS", payload: cache }).cachedPoints).toBe(cache);
    expect(
      pickerReducer(s0, { type: "SET_SEARCH_ADDRESS", payload: { pending: true } }).searchAddress,
    ).toEqual({
      showReslultBox: false,
      pending: true,
      data: null,
      error: false,
    });
    expect(
      pickerReducer(s0, { type: "SET_SHOW_RESULT_BOX", payload: true }).searchAddress.showReslultBox,
    ).toBe(true);
    expect(pickerReducer(s0, { type: "SET_SHOW_DETAIL_FORM", payload: true }).showDetailForm).toBe(true);
    expect(pickerReducer(s0, { type: "SET_DEFAULT_VALUE", payload: null }).defaultValue).toBeNull();
  });

  it("derives inArea from the lookup data (enumeration_location_id present)", () => {
    const pending = pickerReducer(s0, { type: "SET_POINT_INFO", payload: { pending: true } });
    expect(pending.pointInfo).toMatchObject({ pending: true, inArea: false });
    const inArea = pickerReducer(pending, {
      type: "SET_POINT_INFO",
      payload: { pending: false, data: inside },
    });
    expect(inArea.pointInfo.inArea).toBe(true);
    const out = pickerReducer(inArea, { type: "SET_POINT_INFO", payload: { data: outside } });
    expect(out.pointInfo.inArea).toBe(false);
    const cleared = pickerReducer(inArea, { type: "SET_POINT_INFO", payload: { data: null, error: true } });
    expect(cleared.pointInfo.inArea).toBe(false);
  });

  it("numbers fly-to targets so the same place can be flown to twice", () => {
    const a = pickerReducer(s0, { type: "SET_FLY_TO", payload: { lat: 1, lng: 2, zoom: 20 } });
    const b = pickerReducer(a, { type: "SET_FLY_TO", payload: { lat: 1, lng: 2, zoom: 20 } });
    expect(a.flyTo).toEqual({ lat: 1, lng: 2, zoom: 20, seq: 1 });
    expect(b.flyTo?.seq).toBe(2);
    expect(pickerReducer(b, { type: "SET_FLY_TO", payload: null }).flyTo).toBeNull();
  });

  it("close-all hides the modal, the result box and the detail form and keeps the rest", () => {
    let s = pickerReducer(s0, { type: "SET_SHOW_MODAL", payload: true });
    s = pickerReducer(s, { type: "SET_SHOW_RESULT_BOX", payload: true });
    s = pickerReducer(s, { type: "SET_SHOW_DETAIL_FORM", payload: true });
    s = pickerReducer(s, { type: "SET_CENTER_POINT", payload: { lat: 3, lng: 4 } });
    const closed = pickerReducer(s, { type: "CLOSE_ALL" });
    expect(closed.showModal).toBe(false);
    expect(closed.showDetailForm).toBe(false);
    expect(closed.searchAddress.showReslultBox).toBe(false);
    expect(closed.centerPoint).toEqual({ lat: 3, lng: 4 });
  });

  it("throws on an unknown action", () => {
    const bogus = { type: "SET_NOTHING" } as unknown as PickerAction;
    expect(() => pickerReducer(s0, bogus)).toThrow(/unknown action "SET_NOTHING"/);
  });
});

describe("canConfirm", () => {
  const withInfo = (payload: Parameters<typeof pickerReducer>[1] & { type: "SET_POINT_INFO" }) =>
    pickerReducer(initialPickerState(), payload);
  it("is true only when settled, without error, and inside the area", () => {
    expect(canConfirm(initialPickerState())).toBe(false);
    expect(canConfirm(withInfo({ type: "SET_POINT_INFO", payload: { data: inside } }))).toBe(true);
    expect(canConfirm(withInfo({ type: "SET_POINT_INFO", payload: { data: inside, pending: true } }))).toBe(
      false,
    );
    expect(canConfirm(withInfo({ type: "SET_POINT_INFO", payload: { data: inside, error: true } }))).toBe(
      false,
    );
    expect(canConfirm(withInfo({ type: "SET_POINT_INFO", payload: { data: outside } }))).toBe(false);
  });
});
