#!/usr/bin/env node
// Makes the PWA icons from the panel's logo (public/icon.svg): 192 and 512 px "any" icons as drawn, and a 512 px
// maskable one whose artwork sits inside the centre 80% safe zone on a full-bleed background (launchers crop it
// to a circle or squircle). Run after changing the logo: `pnpm --filter @ceremony/provider-panel icons`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const pub = fileURLToPath(new URL("../public/", import.meta.url));
const logo = readFileSync(`${pub}icon.svg`, "utf8");

/** The logo's background colour and its artwork (everything after the background rect). */
const background = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1];
const artwork = logo.replace(/^[\s\S]*?<rect[^>]*\/>/, "").replace(/<\/svg>\s*$/, "");
if (!background || !artwork.includes("<path")) throw new Error("icons: public/icon.svg changed shape");

// The artwork spans about 60% of the 64-unit box; scaled by 0.75 around the centre it stays inside the safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(8 8) scale(0.75)">${artwork}</g></svg>`;

const outputs = [
  { file: "icon-192.png", svg: logo, size: 192 },
  { file: "icon-512.png", svg: logo, size: 512 },
  { file: "icon-maskable-512.png", svg: maskable, size: 512 },
];
for (const { file, svg, size } of outputs) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${pub}${file}`);
  console.log(`public/${file} ${size}×${size}`);
}
