import { describe, expect, it } from "vitest";
import { eagerFactories } from "./eagerFactories.mjs";

describe("eagerFactories", () => {
  it("turns a top-level wrapped arrow into a parenthesized function, so V8 compiles it while streaming", () => {
    const code =
      'import{t as e}from"./r.js";var a=e(((e,t)=>{t.exports="سلام"})),b=e((e=>{e.x=1}));export{a,b};';
    const out = eagerFactories(code);
    expect(out).toBe(
      'import{t as e}from"./r.js";var a=e(((function(e,t){t.exports="سلام"}))),b=e(((function(e){e.x=1})));export{a,b};',
    );
  });

  it("keeps the meaning: the rewritten module exports what the original did", async () => {
    const wrap = (f: (exports: Record<string, unknown>) => void) => () => {
      const exports = {};
      f(exports);
      return exports;
    };
    const code = "var m=wrap(((e)=>{e.text=`متن`;e.sum=[1,2,3].reduce((a,b)=>a+b,0)}));";
    const run = (source: string) => new Function("wrap", `${source}return m();`)(wrap);
    expect(run(eagerFactories(code))).toEqual(run(code));
    expect(eagerFactories(code)).toContain("(function(e){");
  });

  it("leaves arrows that read this, arguments or new.target, async arrows, expression bodies and nested ones", () => {
    const kept = [
      "var a=e(()=>{return this});",
      "var a=e(()=>{return arguments[0]});",
      "var a=e(()=>{(()=>this)()});",
      "var a=e(async()=>{await 1});",
      "var a=e(x=>x+1);",
      "function f(){var a=e(()=>{})}",
      "var a=e(()=>{},1);",
    ];
    for (const code of kept) expect(eagerFactories(code)).toBe(code);
    // A nested `function` has its own `this`: the outer arrow may still be rewritten.
    expect(eagerFactories("var a=e(()=>{function g(){return this}});")).toBe(
      "var a=e((function(){function g(){return this}}));",
    );
  });
});
