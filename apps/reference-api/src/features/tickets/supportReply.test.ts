import { describe, expect, it } from "vitest";
import { messages } from "../../messages";

// Issue 14 item 10: the simulated expert answers and moves the ticket to "answered", where the panel hides the reply
// form (spec section 4). Its text must not invite a reply in the same ticket.
describe("the support expert's canned answer", () => {
  it("points to a new request instead of replying in an answered ticket", () => {
    expect(messages.supportAutoReply).not.toMatch(/همین[‌ ]?جا/);
    expect(messages.supportAutoReply).toContain("درخواست جدید");
  });
});
