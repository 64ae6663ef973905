/** Inclusive code point ranges. */
export type CodePointRanges = ReadonlyArray<readonly [number, number]>;
export declare const persianRanges: CodePointRanges;
export declare const punctuationRanges: CodePointRanges;
export declare const inRanges: (ranges: CodePointRanges, codePoint: number) => boolean;
export declare const unicodeRange: (ranges: CodePointRanges) => string;
