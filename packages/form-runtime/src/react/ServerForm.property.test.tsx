import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureForm, untypedElements } from "../testing/serverElements";
import { ServerForm } from "./ServerForm";

const inputTypes = fc.constantFrom(1, 2, 4, 5, 7, 8, 9, 10, 13, 14, 15, 28, 30, 0, 99, "5", "x", null);
const anyValue = fc.anything({ maxDepth: 2, withNullPrototype: true, withBigInt: false });

/** Elements that are almost right: real field names with random values, or a fixture with one field broken. */
const element = fc.oneof(
  fc.record(
    {
      id: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.string(), anyValue),
      name: fc.oneof(fc.string(), anyValue),
      input_type: inputTypes,
      data_type: fc.oneof(fc.constantFrom(1, 2, 4, 6), anyValue),
      required_field: anyValue,
      options: fc.oneof(
        fc.array(fc.record({ title: fc.string(), value: fc.oneof(fc.string(), fc.integer()) })),
        anyValue,
      ),
      value: anyValue,
      setting: anyValue,
      priority: anyValue,
    },
    { requiredKeys: [] },
  ),
  fc
    .tuple(fc.constantFrom(...fixtureForm), fc.string({ minLength: 1, maxLength: 12 }), anyValue)
    .map(([base, key, value]) => ({ ...base, [key]: value })),
  anyValue,
);
const payload = fc.oneof(fc.array(element, { maxLength: 8 }), anyValue);
const content = fc.oneof(
  fc.constant(null),
  fc.record({
    fields: fc.dictionary(
      fc.constantFrom("e101_title", "e106_services", "e109_gallery", "e110_founded", "x"),
      anyValue,
    ),
  }),
);

// Dozens of random forms rendered and submitted in one test: 20 s is too tight when the machine is shared.
describe("ServerForm with random and malformed payloads", { timeout: 60_000 }, () => {
  it("never throws out of the renderer", async () => {
    await fc.assert(
      fc.asyncProperty(payload, content, async (elements, saved) => {
        const view = render(
          <ServerForm
            formId={1}
            elements={untypedElements(elements)}
            content={saved}
            adapters={{ storage: null }}
            showDiagnostics
          />,
        );
        // `undefined` elements mean "load the form", which has no adapter here: the load-error view, not a crash.
        await waitFor(() =>
          expect(
            screen.queryByRole("button", { name: "ثبت اطلاعات" }) ?? screen.queryByRole("alert"),
          ).not.toBeNull(),
        );
        const submit = screen.queryByRole("button", { name: "ثبت اطلاعات" });
        if (submit) {
          fireEvent.click(submit);
          await act(async () => {});
        }
        view.unmount();
      }),
      { numRuns: 60 },
    );
  });
});
