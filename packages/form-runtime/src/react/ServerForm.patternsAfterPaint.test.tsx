import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { untypedElements } from "../testing/serverElements";
import { ServerForm } from "./ServerForm";

const compiled = vi.hoisted(() => ({ count: 0 }));

vi.mock("../core/safeRegex", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../core/safeRegex")>();
  return {
    ...actual,
    compilePattern: (...args: Parameters<typeof actual.compilePattern>) => {
      compiled.count += 1;
      return actual.compilePattern(...args);
    },
  };
});

const elements = untypedElements([
  { id: 1, name: "code", caption: "کد", input_type: 1, data_type: 1, validation_id: 7 },
]);
const validations = [{ id: 7, regex: "^[0-9]{3}$" }];

/** One frame and the task after it. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe("a form given its elements", () => {
  it("compiles its patterns after its first paint, not in the commit or effects that show it", async () => {
    compiled.count = 0;
    render(
      <ServerForm formId={1} elements={elements} validations={validations} adapters={{ storage: null }} />,
    );
    expect(screen.getByLabelText("کد")).toBeTruthy();
    expect(compiled.count).toBe(0);
    await act(nextPaint);
    expect(compiled.count).toBe(1);
  });
});
