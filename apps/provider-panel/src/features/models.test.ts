import { PersonKindRole } from "@ceremony/api-client/contract";
import { describe, expect, it, vi } from "vitest";
import { nextOffset } from "../shared/api/paging";
import { imageVariant } from "../shared/format/imageVariant";
import { displayName, profileChoices, servicesTarget } from "../shared/profile/profileModel";
import { createAuthFlow } from "../shared/session/authFlow";
import { testProfile } from "../testing/accountFixture";
import { createLiveConnection, messageSubject, reconnectDelay } from "./events/liveConnection";
import {
  canClose,
  canReply,
  feedbackGiven,
  isExpertReply,
  showsFeedback,
  statusTone,
} from "./tickets/ticketRules";
import { amountRefusal, sanitizeAmountInput, stepAmount } from "./wallet/topUp";

describe("profile model", () => {
  it("falls back to the product user name and uses a legal profile's label", () => {
    expect(displayName({ first_name: "", last_name: null, person_kind_role_id: 4 })).toBe("کاربر مراسم");
    expect(displayName({ first_name: null, last_name: null, label: "شرکت", person_kind_role_id: 5 })).toBe(
      "شرکت",
    );
  });
  it("lists the main profile then linked ones, proxy accounts prefixed", () => {
    expect(profileChoices(testProfile).map((c) => c.label)).toEqual([
      "علی رضایی",
      "شرکت نمونه",
      "حساب وکالتی / مریم کاظمی",
    ]);
  });
  it("names a legal main profile by its label, not «کاربر مراسم»", () => {
    const company = {
      ...testProfile,
      first_name: null,
      last_name: null,
      label: "شرکت",
      person_kind_role_id: PersonKindRole.USER_LEGAL,
    };
    expect(profileChoices(company)[0]?.label).toBe("شرکت");
  });
  it("applies the sheba rule to the services link", () => {
    expect(servicesTarget({ shaba: "IR..." }, true, true)).toEqual({ blocked: false });
    expect(servicesTarget({ shaba: null }, false, true)).toEqual({ blocked: false });
    expect(servicesTarget({ shaba: null }, true, true)).toEqual({
      blocked: true,
      to: "/panel/profile",
      search: { focus_shaba: true },
    });
    // Issue 26 item 1: a legal profile lands where its own sheba field is, focused, not on a bare list.
    expect(servicesTarget({ shaba: "" }, true, false)).toEqual({
      blocked: true,
      to: "/panel/profile/legals",
      search: { focus_shaba: true },
    });
  });
  it("picks the 360x360 image variant", () => {
    expect(imageVariant("/u/a_org.jpg;/u/a_360x360.jpg")).toBe("/u/a_360x360.jpg");
    expect(imageVariant("user/a_org.jpg")).toBe("/uploads/user/a_org.jpg");
    expect(imageVariant(null)).toBeNull();
  });
});

describe("ticket rules", () => {
  it("close while 0 or 1, reply unless 2 or 3, feedback at 2 or 3 once, red when closed", () => {
    expect(([0, 1, 2, 3] as const).map((s) => canClose({ status_id: s }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(([0, 1, 2, 3] as const).map((s) => canReply({ status_id: s }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(([0, 1, 2, 3] as const).map((s) => showsFeedback({ status_id: s }))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(([0, 1, 2, 3] as const).map((s) => statusTone({ status_id: s }))).toEqual([
      "green",
      "green",
      "green",
      "red",
    ]);
    expect(feedbackGiven({ is_useful: null })).toBe(false);
    expect(feedbackGiven({ is_useful: false })).toBe(true);
    expect(isExpertReply({ person_identifier: { kind_id: 3 } })).toBe(true);
    expect(isExpertReply({ person_identifier: { kind_id: 1 } })).toBe(false);
  });
});

describe("top-up", () => {
  it("steps by 1000, never below zero", () => {
    expect(stepAmount(100000, 1)).toBe(101000);
    expect(stepAmount(500, -1)).toBe(0);
  });
  it("keeps digits only, at most 15, without leading zeros", () => {
    expect(sanitizeAmountInput("۱۲٬۰۰۰")).toBe("12000");
    expect(sanitizeAmountInput("0050")).toBe("50");
    expect(amountRefusal("9".repeat(16))).toBe("tooLong");
    expect(amountRefusal("9".repeat(15))).toBeUndefined();
    expect(amountRefusal("۱۰۰٬۰۰۰ تومان")).toBeUndefined();
    expect(sanitizeAmountInput("۱۰۰٬۰۰۰ تومان")).toBe("100000");
    expect(amountRefusal("1,000,000 ریال")).toBe("rial");
    expect(amountRefusal("۵۰۰ هزار")).toBe("letters");
  });
});

describe("notifications paging", () => {
  it("asks for more while the loaded count is below the total", () => {
    expect(nextOffset([{ data: new Array(10).fill(0), count: 25 }])).toBe(10);
    expect(nextOffset([{ data: new Array(10).fill(0), count: 10 }])).toBeUndefined();
    expect(nextOffset([{ data: [], count: 25 }])).toBeUndefined();
  });
});

describe("auth flow", () => {
  it("holds the phone, the signup mode and the temporary tokens until cleared", () => {
    const flow = createAuthFlow(sessionStorage);
    flow.setUsername("09121234567", true);
    flow.holdTempTokens({
      access_token: "a",
      access_token_expires_in: 1,
      refresh_token: "r",
      refresh_token_expires_in: 2,
    });
    expect(createAuthFlow(sessionStorage).get()).toMatchObject({ username: "09121234567", signupMode: true });
    expect(flow.get().tempTokens?.access_token).toBe("a");
    flow.clear();
    expect(flow.get()).toEqual({ username: null, signupMode: false, tempTokens: null });
  });
});

describe("live connection", () => {
  class FakeSocket {
    static made: FakeSocket[] = [];
    onopen: (() => void) | null = null;
    onmessage: ((m: { data: string }) => void) | null = null;
    onclose: (() => void) | null = null;
    closed = false;
    constructor(
      readonly url: string,
      readonly protocols: string[],
    ) {
      FakeSocket.made.push(this);
    }
    close() {
      this.closed = true;
    }
  }
  it("delivers JSON events, ignores malformed ones and reconnects with backoff until closed", async () => {
    const timers: Array<[() => void, number]> = [];
    const onEvent = vi.fn();
    const conn = createLiveConnection({
      target: () => ({
        url: "ws://x/api/profile/connect?profile_id=1",
        protocols: ["ceremony-events", "bearer.t"],
      }),
      onEvent,
      createSocket: (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket,
      schedule: (fn, ms) => timers.push([fn, ms]),
      cancel: () => undefined,
    });
    await Promise.resolve();
    const first = FakeSocket.made.at(-1);
    expect(first?.protocols).toEqual(["ceremony-events", "bearer.t"]);
    first?.onmessage?.({ data: '{"type":"message","subject":"s"}' });
    first?.onmessage?.({ data: "not json" });
    expect(onEvent).toHaveBeenCalledTimes(1);
    first?.onclose?.();
    expect(timers[0]?.[1]).toBe(reconnectDelay(0));
    timers[0]?.[0]();
    await Promise.resolve();
    expect(FakeSocket.made).toHaveLength(2);
    conn.close();
    expect(FakeSocket.made.at(-1)?.closed).toBe(true);
    expect(reconnectDelay(10)).toBe(30_000);
    expect(messageSubject({ type: "message", message: { id: 1, subject: "پاسخ جدید" } })).toBe("پاسخ جدید");
    expect(messageSubject({ type: "message" })).toBeNull();
  });
});
