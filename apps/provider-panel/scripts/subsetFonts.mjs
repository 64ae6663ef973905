#!/usr/bin/env node
// Writes the two preloaded faces of Vazirmatn (src/fonts/vazirmatn-persian.woff2, vazirmatn-punctuation.woff2) and
// their @font-face rules (src/fonts/vazirmatn-core.gen.css), cut from @fontsource-variable/vazirmatn's subsets to the
// ranges of src/fonts/coreRanges.mjs with HarfBuzz's subsetter (the weight axis and the shaping tables kept).
//   node scripts/subsetFonts.mjs           regenerate
//   node scripts/subsetFonts.mjs --check   fail when a committed file differs from what it would write
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { persianRanges, punctuationRanges, unicodeRange } from "../src/fonts/coreRanges.mjs";

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "fonts");
const source = (file) => readFileSync(require.resolve(`@fontsource-variable/vazirmatn/files/${file}`));
const text = (ranges) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join("");

const faces = [
  { file: "vazirmatn-persian.woff2", from: "vazirmatn-arabic-wght-normal.woff2", ranges: persianRanges },
  {
    file: "vazirmatn-punctuation.woff2",
    from: "vazirmatn-latin-wght-normal.woff2",
    ranges: punctuationRanges,
  },
];

const written = new Map();
for (const face of faces) {
  written.set(face.file, await subsetFont(source(face.from), text(face.ranges), { targetFormat: "woff2" }));
}
const css = `/* Written by scripts/subsetFonts.mjs from src/fonts/coreRanges.mjs: do not edit. Declared after the package's
   faces, so these win for their ranges (the last matching @font-face is used first). */
${faces
  .map(
    (face) => `@font-face {
  font-family: "Vazirmatn Variable";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./${face.file}) format("woff2-variations");
  unicode-range: ${unicodeRange(face.ranges)};
}
`,
  )
  .join("")}`;
written.set("vazirmatn-core.gen.css", Buffer.from(css));

if (process.argv.includes("--check")) {
  const stale = [...written].filter(([file, bytes]) => {
    try {
      return !readFileSync(join(out, file)).equals(bytes);
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    for (const [file] of stale) console.error(`src/fonts/${file} is stale: run node scripts/subsetFonts.mjs`);
    process.exit(1);
  }
  console.log("src/fonts: the preloaded Vazirmatn faces match coreRanges.mjs");
} else {
  for (const [file, bytes] of written) writeFileSync(join(out, file), bytes);
  for (const face of faces) console.log(`src/fonts/${face.file}: ${written.get(face.file)?.length} bytes`);
}
