import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { messages } from "../../messages";
import { ShebaField } from "./ShebaField";

let held = "";
function Held({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  held = value;
  return (
    <ShebaField
      value={value}
      onChange={(v) => {
        held = v;
        setValue(v);
      }}
      required
    />
  );
}

describe("ShebaField", () => {
  it("opens the digit keyboard and takes 24 digits after a fixed IR, in any script, holding IR and the digits", async () => {
    render(<Held />);
    const input = screen.getByLabelText(messages.auth.sheba);
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByText("IR")).toBeInTheDocument();
    await userEvent.setup().type(input, "۸۲۰۵۴۰ 1026-8002-0817-9090-02 99");
    expect(input).toHaveValue("820540102680020817909002");
    expect(held).toBe("IR820540102680020817909002");
    expect(screen.getByText("بانک پارسیان")).toBeInTheDocument();
  });

  it("a pasted sheba with IR and spaces replaces what was typed", async () => {
    render(<Held initial="IR11" />);
    const input = screen.getByLabelText(messages.auth.sheba);
    const user = userEvent.setup();
    await user.click(input);
    await user.paste("IR82 0540 1026 8002 0817 9090 02");
    expect(held).toBe("IR820540102680020817909002");
    expect(input).toHaveValue("820540102680020817909002");
  });
});
