import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("lets free text take its own direction (Latin typed in the right-to-left page is not scrambled)", () => {
    render(
      <>
        <TextField label="نام" value="John@" onChange={() => undefined} />
        <TextField label="توضیحات" value="John@" onChange={() => undefined} multiline />
        <TextField label="خالی" value="" onChange={() => undefined} />
        <TextField label="شبا" value="IR12" onChange={() => undefined} ltr />
      </>,
    );
    expect(screen.getByLabelText("نام")).toHaveAttribute("dir", "auto");
    expect(screen.getByLabelText("توضیحات")).toHaveAttribute("dir", "auto");
    expect(screen.getByLabelText("شبا")).toHaveAttribute("dir", "ltr");
    // An empty `auto` field would turn left to right: it follows the page until something is typed.
    expect(screen.getByLabelText("خالی")).not.toHaveAttribute("dir");
  });
});
