import { describe, expect, it } from "vitest";
import { canTransition, LinkStatus } from "./transitions";

const S = LinkStatus;

describe("canTransition", () => {
  it("allows exactly the spec's moves", () => {
    const allowed: string[] = [];
    for (const actor of ["recipient", "requester"] as const) {
      for (const from of [0, 1, 2, 3])
        for (const to of [0, 1, 2, 3])
          if (canTransition(actor, from, to)) allowed.push(`${actor} ${from}->${to}`);
    }
    expect(allowed).toEqual([
      "recipient 0->1",
      "recipient 0->2",
      "recipient 1->3",
      "requester 0->3",
      "requester 1->3",
      "requester 2->3",
    ]);
  });

  it("never leaves deleted and never lets the requester accept", () => {
    for (const to of [S.waiting, S.active, S.rejected]) {
      expect(canTransition("recipient", S.deleted, to)).toBe(false);
      expect(canTransition("requester", S.deleted, to)).toBe(false);
    }
    expect(canTransition("requester", S.waiting, S.active)).toBe(false);
  });
});
