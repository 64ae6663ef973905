// The interaction suite: how long each tap and keystroke a provider makes all day takes to paint its answer, measured
// the way the web-vitals library measures INP (the Event Timing API: an interaction's duration is its longest
// event entry, from input to the next paint; a scenario's figure is its longest interaction), in Debian's chromium
// at 390×844 with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), against the reference server.
//
// Each scenario prepares its screen at full speed (navigation, data, lazy chunks), then slows the CPU and performs
// its interactions. Median of RUNS runs per scenario; a scenario whose median misses the target runs RUNS more times
// and the second median decides (a busy moment on a shared host can sink one median). Fails above TARGET_MS.
// Writes the table to docs/measurements/interactions.md (never edited by hand).
//
//   node --import tsx scripts/interactions.ts [--runs=5] [--only=<scenario id>] [--no-write] [--dist=DIR] [--detail] [--traces=DIR]
//   (needs pnpm build first; INTERACTIONS_ENFORCE=0 reports a miss without failing)
//
// The server's test settings make the data the scenarios need: simulated customers post 100 public requests at
// start-up (MARKETPLACE_NEW_REQUEST_MS), so the requests list has a third page; the chat of an accepted request gets
// 300 messages through the chat API before its scenario; support does not answer the suite's ticket.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright";
import { startReferenceServer } from "../e2e/referenceServer";
import { messages } from "../src/messages";
import { type InteractionEntry, longestInteraction, median } from "./interactionTiming";
import { lowerPriority } from "./lowerPriority";
import { waitForQuietHost } from "./quietHost";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(appDir, "..", "..");
const launch = JSON.parse(readFileSync(join(root, "scripts", "chromium.json"), "utf8")) as {
  executablePath: string;
  args: string[];
};
const argv = process.argv.join(" ");
const RUNS = Number(/--runs=(\d+)/.exec(argv)?.[1] ?? 5);
const ONLY = /--only=(\S+)/.exec(argv)?.[1];
const WRITE = !process.argv.includes("--no-write");
/** Prints every recorded entry of every run (event, interaction, duration): which tap of a scenario is slow. */
const DETAIL = process.argv.includes("--detail");
/** Writes a Chrome trace of each measured run's interactions there, with V8's sampling profiler (which functions ran). */
const TRACES = /--traces=(\S+)/.exec(argv)?.[1];
const DIST = /--dist=(\S+)/.exec(argv)?.[1] ?? join(appDir, "dist");
const TARGET_MS = 100;
/**
 * Scenarios still above the target, each held at its own ceiling so it cannot grow while it is brought down (the
 * budget's recorded ceilings work the same way). None today: every scenario is held to the target itself;
 * docs/decisions/interactions.md says where the time of the last two held went.
 */
const OVER_TARGET_CEILING_MS: Readonly<Record<string, number>> = {};
const CPU_SLOWDOWN = 4;
const CHAT_MESSAGES = 300;

/** One thing a provider does: `prepare` brings the screen at full speed, `act` interacts at 4× CPU. */
interface Scenario {
  id: string;
  title: string;
  prepare(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`interactions: timed out waiting for ${what}`);
};
const visible = (_page: Page, locator: ReturnType<Page["locator"]>, what: string) =>
  until(() => locator.first().isVisible(), what);
/** A person's pace between keys: each key is its own interaction, as on a phone keyboard. */
const TYPING_DELAY_MS = 120;

/**
 * Resolves after the next paint. Playwright's locators run in the page (a role query walks the accessibility of the
 * whole document), so one started while an interaction still renders would delay that interaction's paint and be
 * counted in its duration: every input is followed by this wait before the next query.
 */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r)))),
  );

/** A tap on `target`, then the wait for its paint. */
async function tap(page: Page, target: ReturnType<Page["locator"]>): Promise<void> {
  await target.click();
  await painted(page);
}

const m = messages;
const hallForm = "/panel/process/501";
const seededService = "/panel/process/301?id=11";

/** The item id of the first accepted request's chat, filled once by the chat scenario's first preparation. */
let chatItemId: number | null = null;

async function openFirstChat(page: Page): Promise<ReturnType<Page["getByRole"]>> {
  const openChat = page.getByRole("button", { name: m.invoice.chat }).first();
  await visible(page, openChat, "the accepted requests' chat button");
  const replies = page.waitForRequest((r) => r.url().includes("/list_replies"), { timeout: 30_000 });
  await openChat.click();
  const itemId = Number(new URL((await replies).url()).searchParams.get("item_id"));
  const chat = page.getByRole("dialog");
  await visible(page, chat.getByLabel(m.chat.placeholder), "the chat's message box");
  if (chatItemId === null) {
    chatItemId = itemId;
    await page.evaluate(
      async ({ item, count }) => {
        const headers = {
          "Content-Type": "application/json",
          Authorization: `Bearer ${localStorage.getItem("access_token")}`,
          "Profile-Id": localStorage.getItem("active_profile_id") ?? "",
        };
        for (let i = 0; i < count; i += 8)
          await Promise.all(
            Array.from({ length: Math.min(8, count - i) }, (_, j) =>
              fetch("/api/order/service/item/reply", {
                method: "PUT",
                headers,
                body: JSON.stringify({ item_id: item, message: `پیام آزمایشی شمارهٔ ${i + j + 1}` }),
              }),
            ),
          );
      },
      { item: itemId, count: CHAT_MESSAGES },
    );
  }
  return chat;
}

const scenarios: Scenario[] = [
  {
    id: "form-typing",
    title: "typing in the hall form (10 fields)",
    prepare: async (page) => {
      await page.goto(hallForm);
      await visible(page, page.getByLabel(/نام تالار/), "the hall form");
    },
    act: async (page) => {
      await page.getByLabel(/نام تالار/).pressSequentially("تالار یاس", { delay: TYPING_DELAY_MS });
    },
  },
  {
    id: "form-empty-submit",
    title: "submitting the hall form empty (all errors painted)",
    prepare: async (page) => {
      await page.goto(hallForm);
      await visible(page, page.getByLabel(/نام تالار/), "the hall form");
    },
    act: async (page) => {
      await tap(page, page.getByRole("button", { name: m.process.submit }));
      await visible(page, page.locator(".fr-error"), "the form's errors");
    },
  },
  {
    id: "step-next-back",
    title: "next step and back (a saved service's step bar)",
    prepare: async (page) => {
      await page.goto(seededService);
      await visible(page, page.locator(".flow-stepbar button"), "the step bar");
      // The module steps' chunk is fetched while the form shows; a provider does not tap within the first second.
      await page.waitForLoadState("networkidle");
    },
    act: async (page) => {
      const steps = page.locator(".flow-stepbar button");
      await tap(page, steps.nth(1));
      await until(async () => !page.url().includes("step=FORM") && page.url().includes("step="), "step 2");
      await page.waitForTimeout(300);
      await tap(page, steps.nth(0));
      await until(async () => page.url().includes("step=FORM"), "step 1");
    },
  },
  {
    id: "map-picker-open",
    title: "opening the map picker",
    prepare: async (page) => {
      await page.goto("/panel/address");
      await visible(page, page.getByRole("button", { name: m.address.add }), "the new address button");
      await page.waitForLoadState("networkidle");
    },
    act: async (page) => {
      await tap(page, page.getByRole("button", { name: m.address.add }));
      await visible(page, page.getByRole("dialog", { name: "نقطه فعلی شما" }), "the map picker");
    },
  },
  {
    id: "timetable-period",
    title: "adding a timetable period through the wheels",
    prepare: async (page) => {
      await page.goto(`${seededService}&step=TIMELINE`);
      await visible(page, page.getByRole("button", { name: "افزودن زمان" }), "the timetable");
    },
    act: async (page) => {
      await tap(page, page.getByRole("button", { name: "افزودن زمان" }));
      await page.waitForTimeout(200);
      for (const end of ["از ساعت", "تا ساعت"]) {
        await tap(page, page.getByRole("button", { name: new RegExp(`^${end}`) }).last());
        const wheel = page.getByRole("dialog");
        await visible(page, wheel.getByRole("listbox").first(), "the time wheels");
        await page.waitForTimeout(200);
        await tap(page, wheel.getByRole("option", { name: end === "از ساعت" ? "۰۹" : "۱۷" }).first());
        await page.waitForTimeout(200);
        await tap(page, wheel.getByRole("button", { name: "تایید" }));
        await page.waitForTimeout(200);
      }
    },
  },
  {
    id: "requests-filter",
    title: "opening the requests filter, choosing, applying",
    prepare: async (page) => {
      await page.goto("/panel/requests");
      await visible(page, page.locator("article.item-card"), "the requests list");
      // As in the other scenarios: the tap is measured apart from the page's own start, which a provider does not
      // interrupt within its first second.
      await page.waitForLoadState("networkidle");
    },
    act: async (page) => {
      await tap(page, page.getByRole("button", { name: m.requests.filter, exact: true }));
      const filter = page.getByRole("dialog", { name: m.requests.filterTitle });
      await visible(page, filter, "the filter");
      await page.waitForTimeout(200);
      await tap(page, filter.getByText("در حال بررسی"));
      await page.waitForTimeout(200);
      await tap(page, filter.getByRole("button", { name: m.requests.applyFilter }));
      await until(async () => !(await filter.isVisible()), "the filter to close");
    },
  },
  {
    id: "requests-scroll",
    title: "scrolling the requests list to the third page (Page Down)",
    prepare: async (page) => {
      await page.goto("/panel/requests");
      await visible(page, page.locator("article.item-card"), "the requests list");
      // As in the other scenarios: the tap is measured apart from the page's own start, which a provider does not
      // interrupt within its first second.
      await page.waitForLoadState("networkidle");
    },
    act: async (page) => {
      const cards = page.locator("article.item-card");
      for (let i = 0; i < 60 && (await cards.count()) <= 20; i += 1) {
        await page.keyboard.press("PageDown");
        await painted(page);
        await page.waitForTimeout(250);
      }
      if ((await cards.count()) <= 20) throw new Error("interactions: the requests list has no third page");
    },
  },
  {
    id: "chat-open-typing",
    title: `opening a chat with ${CHAT_MESSAGES} messages and typing`,
    prepare: async (page) => {
      await page.goto("/panel/invoice/accepted");
      if (chatItemId === null) {
        await openFirstChat(page);
        await page.goto("/panel/invoice/accepted");
      }
      await visible(page, page.getByRole("button", { name: m.invoice.chat }), "the chat button");
      await page.waitForLoadState("networkidle");
    },
    act: async (page) => {
      await tap(page, page.getByRole("button", { name: m.invoice.chat }).first());
      const box = page.getByRole("dialog").getByLabel(m.chat.placeholder);
      await visible(page, box, "the chat");
      await until(async () => (await page.locator(".chat-bubble").count()) > 0, "the chat's newest messages");
      await page.waitForTimeout(300);
      await box.pressSequentially("سلام، در خدمتم", { delay: TYPING_DELAY_MS });
    },
  },
  {
    id: "chat-send",
    title: "sending a chat message",
    prepare: async (page) => {
      await page.goto("/panel/invoice/accepted");
      const chat = await openFirstChat(page);
      await until(async () => (await page.locator(".chat-bubble").count()) > 0, "the chat's newest messages");
      await chat.getByLabel(m.chat.placeholder).fill("پیام برای اندازه‌گیری");
    },
    act: async (page) => {
      await tap(page, page.getByRole("dialog").getByRole("button", { name: m.chat.send }));
      await visible(
        page,
        page.locator(".chat-bubble.own", { hasText: "پیام برای اندازه‌گیری" }),
        "the sent message",
      );
    },
  },
  {
    id: "bottom-tabs",
    title: "switching bottom tabs",
    prepare: async (page) => {
      await page.goto("/panel");
      await visible(page, page.getByRole("navigation", { name: m.shell.menu }), "the tab bar");
      await page.waitForLoadState("networkidle");
    },
    act: async (page) => {
      const tabs = page.locator("nav.tabbar");
      for (const [name, path] of [
        [m.shell.tabRequests, "/panel/requests"],
        [m.shell.tabAccepted, "/panel/invoice"],
        [m.shell.tabProfile, "/panel"],
      ] as const) {
        await tap(page, tabs.getByRole("link", { name }));
        await until(async () => new URL(page.url()).pathname === path, name);
        await page.waitForTimeout(500);
      }
    },
  },
  {
    id: "profile-switcher",
    title: "opening the profile switcher",
    prepare: async (page) => {
      await page.goto("/panel");
      await visible(
        page,
        page.getByRole("button", { name: new RegExp(`^${m.shell.selectProfile}`) }),
        "the switcher",
      );
      await page.waitForLoadState("networkidle");
    },
    act: async (page) => {
      await tap(page, page.getByRole("button", { name: new RegExp(`^${m.shell.selectProfile}`) }));
      await visible(page, page.getByRole("dialog", { name: m.shell.selectProfile }), "the profile switcher");
    },
  },
  {
    id: "ticket-reply",
    title: "opening a ticket and replying",
    prepare: async (page) => {
      await page.goto("/panel/ticket");
      const link = page.locator('a[href^="/panel/ticket/"]').filter({ hasText: "پرسش آزمایشی" });
      if ((await link.count()) === 0) {
        await page.goto("/panel/ticket/new");
        await page.getByLabel(m.ticket.subject).fill("پرسش آزمایشی");
        await page.getByLabel(m.ticket.description).fill("شرح پرسش آزمایشی");
        await page.getByRole("button", { name: m.ticket.send, exact: true }).click();
        await page.waitForURL(/\/panel\/ticket\/\d+$/);
        await page.goto("/panel/ticket");
      }
      await visible(page, link, "the suite's ticket");
      await page.waitForLoadState("networkidle");
    },
    act: async (page) => {
      await tap(page, page.locator('a[href^="/panel/ticket/"]').filter({ hasText: "پرسش آزمایشی" }).first());
      const reply = page.getByLabel(m.ticket.reply);
      await visible(page, reply, "the reply box");
      await page.waitForTimeout(300);
      await reply.pressSequentially("ممنون", { delay: TYPING_DELAY_MS });
      await tap(page, page.getByRole("button", { name: m.ticket.sendReply }));
      await until(async () => (await reply.inputValue()) === "", "the reply to be sent");
    },
  },
];

/** Records every Event Timing entry of the page (≥ 16 ms, the API's floor) on `window.__interactions`. */
function recordInteractions() {
  const w = window as unknown as { __interactions: unknown[] };
  w.__interactions = [];
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing, not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      if (e.interactionId)
        w.__interactions.push({ name: e.name, duration: e.duration, interactionId: e.interactionId });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

if (!existsSync(join(DIST, "index.html"))) {
  console.error(`interactions: no built panel in ${DIST} (run pnpm build first)`);
  process.exit(1);
}
const server = await startReferenceServer({
  PANEL_DIST: DIST,
  MARKETPLACE_NEW_REQUEST_MS: "50",
  MARKETPLACE_ACCEPT_DELAY_MS: "off",
  MARKETPLACE_REPLY_DELAY_MS: "off",
  SUPPORT_REPLY_DELAY_MS: "86400000",
});
lowerPriority(server.pid, 10);
const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args });
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  locale: "fa-IR",
  baseURL: server.url,
  serviceWorkers: "block",
  hasTouch: false,
});
await context.addInitScript(recordInteractions);

/** One run of a scenario in a fresh page of the signed-in context: its longest interaction in ms. */
async function runOnce(scenario: Scenario): Promise<number> {
  const page = await context.newPage();
  try {
    await scenario.prepare(page);
    await page.evaluate(() => {
      (window as unknown as { __interactions: unknown[] }).__interactions = [];
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    if (TRACES) {
      mkdirSync(TRACES, { recursive: true });
      await browser.startTracing(page, {
        path: join(TRACES, `${scenario.id}-${Date.now()}.trace.json`),
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "disabled-by-default-v8.cpu_profiler",
          "v8.execute",
          "blink.user_timing",
        ],
      });
    }
    try {
      await scenario.act(page);
      // The last interaction's paint: two frames, then a pause for the observer's buffered delivery.
      await page.evaluate(
        () =>
          new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))),
      );
    } finally {
      if (TRACES) await browser.stopTracing();
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await cdp.detach();
    }
    const entries = await page.evaluate(
      () => (window as unknown as { __interactions: InteractionEntry[] }).__interactions,
    );
    if (DETAIL)
      console.log(
        `    ${scenario.id}: ${entries.map((e) => `${e.name}#${e.interactionId % 1000} ${Math.round(e.duration)}`).join(", ")}`,
      );
    return longestInteraction(entries);
  } finally {
    await page.close();
  }
}

const started = Date.now();
const load = loadavg()[0] ?? 0;
const rows: string[] = [];
const failures: string[] = [];
try {
  const page = await context.newPage();
  await page.goto("/signin");
  await page.getByLabel(m.auth.phone).fill("09120000001");
  await page.getByRole("button", { name: m.auth.getCode }).click();
  await page.waitForURL("**/signin/confirm");
  await page.getByLabel(m.auth.code).fill("12345");
  await page.waitForURL(/\/panel$/, { timeout: 60_000 });
  await page.close();

  const quiet = await waitForQuietHost();
  console.log(
    `interactions: host ${Math.round(quiet.idle * 100)}% idle after ${Math.round(quiet.waitedMs / 1000)} s`,
  );
  for (const scenario of scenarios) {
    if (ONLY && ONLY !== scenario.id) continue;
    // One unmeasured run: the server's first answers and the browser's code cache, as on a phone in use.
    await runOnce(scenario);
    let runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(scenario));
    let again = false;
    if (median(runs) > TARGET_MS) {
      // Interactions are timed in wall-clock time: what else runs on the host (another suite shutting down) is
      // counted in them. The second set waits for a quiet host first (at most 20 s).
      await waitForQuietHost({ maxMs: 20_000 });
      console.log(
        `  ${scenario.id}: median ${median(runs)} ms > ${TARGET_MS} (runs ${runs.join(", ")}): once more`,
      );
      again = true;
      runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(scenario));
    }
    const figure = median(runs);
    const ok = figure <= TARGET_MS;
    const ceiling = OVER_TARGET_CEILING_MS[scenario.id];
    if (!ok && (ceiling === undefined || figure > ceiling))
      failures.push(
        `${scenario.title}: ${figure} ms > ${ceiling === undefined ? `${TARGET_MS} ms` : `its ceiling ${ceiling} ms`} (runs ${runs.join(", ")})`,
      );
    const verdict = ok ? "yes" : ceiling === undefined ? "**no**" : `**no** (held at ≤ ${ceiling} ms)`;
    const row = `| ${scenario.title} | ${figure === 0 ? "< 16" : figure} ms | ${verdict} | ${runs.map((r) => (r === 0 ? "< 16" : String(r))).join(", ")}${again ? " (second set)" : ""} |`;
    console.log(row);
    rows.push(row);
  }
} finally {
  await browser.close();
  server.stop();
}

const seconds = Math.round((Date.now() - started) / 1000);
const table = [
  `| interaction | longest interaction, median of ${RUNS} | ≤ ${TARGET_MS} ms | each run (ms) |`,
  "|---|---:|---|---|",
  ...rows,
].join("\n");
console.log(`\nInteractions at ${CPU_SLOWDOWN}× CPU, 390×844 (${seconds} s)\n${table}`);
if (WRITE && !ONLY) {
  mkdirSync(join(root, "docs", "measurements"), { recursive: true });
  writeFileSync(
    join(root, "docs", "measurements", "interactions.md"),
    `# Interactions at ${CPU_SLOWDOWN}× CPU

Written by \`apps/provider-panel/scripts/interactions.ts\` (do not edit by hand). Debian's chromium at 390×844, the
CPU slowed ${CPU_SLOWDOWN}× (CDP \`Emulation.setCPUThrottlingRate\`) while the interactions run, against the reference
server. Each figure is the longest interaction of the scenario as INP counts it (Event Timing: from the input to the
next paint; entries under 16 ms are not reported, shown as "< 16"); median of ${RUNS} runs after one unmeasured run,
${RUNS} more when the median misses ${TARGET_MS} ms.

${table}

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus().length} cores, 1-minute load
average ${load.toFixed(1)} at the start (${seconds} s in all).
`,
  );
}
if (failures.length) {
  console.error(`\nAbove ${TARGET_MS} ms:\n${failures.join("\n")}`);
  // INTERACTIONS_ENFORCE=0 reports without failing: a host busy with other work, where the figures say more about
  // the host than about the panel (as LIGHTHOUSE_ENFORCE_PERFORMANCE=0 for the Lighthouse gate).
  if (process.env.INTERACTIONS_ENFORCE !== "0") process.exit(1);
}
