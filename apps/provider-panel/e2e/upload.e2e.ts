import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ownServer } from "./ownServer";

// The panel's upload adapter (engineAdapters.upload over the api-client uploader, XMLHttpRequest in the browser)
// against the real reference server: byte progress reaches the file field, and a cancel aborts the transfer before
// the server stores anything. This suite runs its own server so it can look into the upload directory.
const uploadDir = mkdtempSync(join(tmpdir(), "panel-e2e-uploads-"));
const own = ownServer({ UPLOAD_DIR: uploadDir });
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

/** Every file stored under the upload directory (originals and size variants), relative paths. */
function storedFiles(dir = uploadDir, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? storedFiles(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** The server's temporary files of uploads in progress (`.incoming/*.part`, removed when a request ends). */
const incoming = () => storedFiles().filter((path) => path.startsWith(".incoming/"));

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe("the panel's upload adapter against the reference server", () => {
  it("reports byte progress, and a cancel aborts the upload with nothing stored; a finished upload is stored", async () => {
    const page = await own.signedIn("09120000001");
    await page.goto("/panel/process/501");
    const cover = page.getByLabel("انتخاب فایل", { exact: true });
    await expect.poll(() => cover.count(), { timeout: 20_000 }).toBe(1);
    const before = storedFiles();

    // 6 MB at 512 KB/s: about twelve seconds of upload, long enough to watch progress, see the server receive it
    // (a loaded machine can take seconds to get there) and cancel halfway.
    const big = join(tmpdir(), "panel-e2e-big.png");
    writeFileSync(big, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024, 7)]));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    const failed: string[] = [];
    page.on("requestfailed", (request) => {
      if (request.url().includes("/upload")) failed.push(request.failure()?.errorText ?? "");
    });
    await cover.setInputFiles(big);
    const progress = page.locator("progress").first();
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          const value = Number((await progress.getAttribute("value").catch(() => null)) ?? -1);
          if (value >= 0 && seen.at(-1) !== value) seen.push(value);
          return value;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(20);
    // Several distinct progress values, rising: byte progress, not a single final event.
    expect(seen.filter((v) => v > 0 && v < 100).length).toBeGreaterThanOrEqual(2);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBeLessThan(100);
    // The server is receiving it: its temporary file is there.
    await expect.poll(() => incoming().length, { timeout: 30_000 }).toBe(1);

    await page.getByRole("button", { name: "لغو بارگذاری" }).click();
    await expect.poll(() => progress.count()).toBe(0);
    await expect.poll(() => failed.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // No file and no error line: the field is back to empty.
    expect(await page.getByRole("button", { name: "حذف فایل" }).count()).toBe(0);
    // The server saw the abort: the request ended and removed its temporary file. Only then is "nothing stored"
    // a finding (a request still running could store the file later).
    await expect.poll(() => incoming(), { timeout: 20_000 }).toEqual([]);
    expect(storedFiles()).toEqual(before);

    // The same adapter without throttling stores the file: the check above could have seen one.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const small = join(tmpdir(), "panel-e2e-cover.png");
    writeFileSync(small, PNG);
    await cover.setInputFiles(small);
    await expect
      .poll(() => page.getByRole("button", { name: "حذف فایل" }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => storedFiles().length).toBeGreaterThan(before.length);
    await page.context().close();
  }, 180_000);

  it("lists an upload by the name it had, with its thumbnail, also after a reload (issue 26 item 10)", async () => {
    const page = await own.signedIn("09120000001");
    await page.goto("/panel/process/501");
    const cover = page.getByLabel("انتخاب فایل", { exact: true });
    await expect.poll(() => cover.count(), { timeout: 20_000 }).toBe(1);
    const named = join(mkdtempSync(join(tmpdir(), "panel-e2e-named-")), "نمای سالن.png");
    writeFileSync(named, PNG);
    await cover.setInputFiles(named);
    const remove = page.getByRole("button", { name: "حذف فایل" });
    await expect.poll(() => remove.isVisible(), { timeout: 20_000 }).toBe(true);
    const fileName = page.locator(".fr-file-name");
    expect(await fileName.textContent()).toBe("نمای سالن.png");
    const thumb = page.locator("img.fr-file-thumb");
    expect(await thumb.getAttribute("src")).toMatch(/^\/uploads\/.+_120x120\.png$/);
    await expect
      .poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);

    // Reopened (the draft keeps the stored path): the name comes back from the server, not the hash.
    await page.reload();
    await expect.poll(() => fileName.textContent(), { timeout: 20_000 }).toBe("نمای سالن.png");
    expect(await page.getByText(/_org\.png|_120x120/).count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
