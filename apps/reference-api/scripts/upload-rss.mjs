#!/usr/bin/env node
// Issue 12 item 8: memory of the reference server under parallel uploads. Starts the server of each repository
// given (default: this one), signs in, sends six parallel uploads of three real ~7.5 MB JPEGs (~23 MB each), and
// prints its RSS before, at the peak and 5 s / 15 s after.
//   node scripts/upload-rss.mjs [repoRoot ...]       e.g. a worktree of main first, then this one
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { rssMb, signIn, startReferenceServer } from "./bench/server.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [resolve(here, "../../..")];
const PARALLEL = 6;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A noise JPEG (incompressible, so it is big) of about 7.5 MB. */
async function bigJpeg(seed) {
  const width = 3000;
  const height = 2300;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 97 })
    .toBuffer();
}

const images = await Promise.all([1, 2, 3].map(bigJpeg));
const bodyMb = images.reduce((n, b) => n + b.length, 0) / 1024 / 1024;
const rows = [];
for (const root of roots) {
  const server = await startReferenceServer({ root });
  try {
    const token = await signIn(server.url, "09120000001");
    await sleep(2000);
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 20);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, () => {
        const form = new FormData();
        form.append("folder", "public");
        for (const [i, bytes] of images.entries()) form.append("files", new File([bytes], `photo-${i}.jpg`));
        return fetch(`${server.url}/api/upload/multi`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "profile-id": "101" },
          body: form,
        }).then((r) => r.status);
      }),
    );
    const ms = Math.round(performance.now() - started);
    await sleep(5000);
    const after5 = rssMb(server.pid);
    await sleep(10000);
    clearInterval(sampler);
    const after15 = rssMb(server.pid);
    rows.push({ root, statuses: statuses.join(","), before, peak, after5, after15, ms });
  } finally {
    await server.stop();
  }
}
console.log(
  `\n${PARALLEL} parallel uploads of ${bodyMb.toFixed(1)} MB (3 JPEGs), RSS of the server process in MB (shared 2-core machine)\n`,
);
console.log("| server | statuses | RSS before | peak | 5 s after | 15 s after | all done ms |");
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const r of rows)
  console.log(
    `| ${r.root} | ${r.statuses} | ${r.before} | ${r.peak} | ${r.after5} | ${r.after15} | ${r.ms} |`,
  );
