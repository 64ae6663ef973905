// The characters the panel's own text is written in, in two small faces of Vazirmatn that are preloaded in place of
// the font's full subsets (46 + 35 KB, about 330 ms of a phone's first screen on the gate's slow link). The full
// subsets stay declared: a character outside these ranges (a Latin letter, an Arabic or Urdu letter in a name)
// loads its file when a page shows one.

/**
 * Persian letters and marks, Arabic letters that Persian text carries (ة ي ك أ إ ؤ ئ ء), Persian and Arabic digits,
 * Persian punctuation and the joiners; cut from the arabic subset.
 * @type {ReadonlyArray<readonly [number, number]>}
 */
export const persianRanges = [
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  [0x0660, 0x066d],
  [0x0670, 0x0670],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06c0, 0x06c0],
  [0x06cc, 0x06cc],
  [0x06f0, 0x06f9],
  [0x200c, 0x200e],
];

/**
 * What Persian text shares with Latin: the space, Western digits, punctuation and brackets, guillemets, dashes,
 * quotes and the ellipsis; of the Latin letters only the x of the mobile placeholder 09xxxxxxxxx (spec), which the
 * sign-in screen shows. Cut from the latin subset.
 * @type {ReadonlyArray<readonly [number, number]>}
 */
export const punctuationRanges = [
  [0x0020, 0x0040],
  [0x005b, 0x0060],
  [0x0078, 0x0078],
  [0x007b, 0x007e],
  [0x00a0, 0x00a0],
  [0x00ab, 0x00ab],
  [0x00bb, 0x00bb],
  [0x00d7, 0x00d7],
  [0x00f7, 0x00f7],
  [0x2010, 0x2027],
  [0x2212, 0x2212],
];

/** @param {ReadonlyArray<readonly [number, number]>} ranges @param {number} codePoint */
export const inRanges = (ranges, codePoint) =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** @param {ReadonlyArray<readonly [number, number]>} ranges CSS `unicode-range` */
export const unicodeRange = (ranges) =>
  ranges
    .map(([from, to]) => {
      const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");
      return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
    })
    .join(",");
