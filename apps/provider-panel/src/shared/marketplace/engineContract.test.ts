// The engines (flow-runtime, form-runtime) are installed alone and never import the api-client, so they own their
// step kinds and module shapes; the panel and the server take them from the contract. This file is where the two
// meet (engineAdapters.ts passes one to the other): its type assertions fail `pnpm typecheck` and its value
// assertions fail the unit tests as soon as the engines and openapi/provider-api.yaml drift apart.
import { type components, FlowStepKind, ModuleId } from "@ceremony/api-client/contract";
import { STEP_KINDS, type StepKindCode, type StepKindName } from "@ceremony/flow-runtime";
import {
  type GeoJsonPoint,
  type LoadedModuleFields,
  MODULE_ID,
  type ModuleFieldsPayload,
  type PriceServiceEntry,
  type Timetable,
  type TimetablePeriod,
} from "@ceremony/form-runtime";
import { describe, expect, expectTypeOf, it } from "vitest";

type Schemas = components["schemas"];
type ContractModules = Schemas["ModuleFields"];

describe("flow step kinds: flow-runtime and the contract", () => {
  it("name the same kinds with the same codes", () => {
    expectTypeOf<StepKindName>().toEqualTypeOf<keyof typeof FlowStepKind>();
    expectTypeOf<StepKindCode>().toEqualTypeOf<Schemas["FlowStepKind"]>();
    expect(STEP_KINDS).toEqual(FlowStepKind);
  });
});

describe("module ids: form-runtime and the contract", () => {
  it("price, timeline and location are the contract's PRICE_SERVICE, TIMELINE and POSITION", () => {
    expectTypeOf<(typeof MODULE_ID)[keyof typeof MODULE_ID]>().toEqualTypeOf<Schemas["ModuleId"]>();
    expect(MODULE_ID).toEqual({
      price: ModuleId.PRICE_SERVICE,
      timeline: ModuleId.TIMELINE,
      location: ModuleId.POSITION,
    });
  });
});

describe("module payloads: form-runtime and the contract", () => {
  it("the price row, the timetable and the point are the contract's shapes", () => {
    expectTypeOf<PriceServiceEntry>().toEqualTypeOf<Schemas["ServicePriceEntry"]>();
    expectTypeOf<TimetablePeriod>().toEqualTypeOf<Schemas["TimetablePeriod"]>();
    expectTypeOf<Timetable>().toEqualTypeOf<Schemas["Timetable"]>();
    expectTypeOf<GeoJsonPoint>().toEqualTypeOf<Schemas["GeoPoint"]>();
  });
  it("what the server answers loads into the editors without a cast", () => {
    expectTypeOf<ContractModules>().toExtend<LoadedModuleFields>();
  });
  it("the price and timetable saves are contract module fields as they are", () => {
    expectTypeOf<Extract<ModuleFieldsPayload, { service_price: unknown }>>().toExtend<ContractModules>();
    expectTypeOf<Extract<ModuleFieldsPayload, { timeline: unknown }>>().toExtend<ContractModules>();
  });
});
