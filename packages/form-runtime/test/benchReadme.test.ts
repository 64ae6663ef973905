import { describe, expect, it } from "vitest";
import { BENCH_END, BENCH_START, replaceBenchBlock } from "../bench/readmeBlock.mjs";

describe("replaceBenchBlock", () => {
  it("inserts the block literally, even with `$` sequences such as ^(a+)+$", () => {
    const readme = `# Title\n\nIntro.\n\n${BENCH_START}\nold table\n${BENCH_END}\n\nAfter.\n`;
    const block = `${BENCH_START}\n- Catastrophic pattern \`^(a+)+$\` against 40 'a's: $& $' $1\n${BENCH_END}`;
    expect(replaceBenchBlock(readme, block)).toBe(`# Title\n\nIntro.\n\n${block}\n\nAfter.\n`);
  });

  it("leaves a README without markers alone", () => {
    expect(replaceBenchBlock("# Title\n", `${BENCH_START}\nx\n${BENCH_END}`)).toBeNull();
  });
});
