import { describe, expect, it } from "vitest";
import { chooseProtocol, tokenFromProtocols } from "./socketProtocols";

describe("event socket subprotocols", () => {
  it("reads the token of the bearer subprotocol, wherever it is offered", () => {
    expect(tokenFromProtocols("ceremony-events, bearer.abc-_1")).toBe("abc-_1");
    expect(tokenFromProtocols("bearer.t0k,ceremony-events")).toBe("t0k");
    expect(tokenFromProtocols("ceremony-events")).toBeNull();
    expect(tokenFromProtocols("bearer.")).toBeNull();
    expect(tokenFromProtocols(undefined)).toBeNull();
  });

  it("answers with the event stream's name, never the token's", () => {
    expect(chooseProtocol(new Set(["bearer.secret", "ceremony-events"]))).toBe("ceremony-events");
    expect(chooseProtocol(new Set(["bearer.secret"]))).toBe(false);
  });
});
