// Extensions (as factored histories, as summaries, across scopes) and the tag / is-int relations.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nakedImmediate } from "../../src/flambda/simple.js";
import {
  addEquation,
  addExtension,
  alias,
  blockWithTags,
  closures,
  defaultExpansionDepth,
  defineVariable,
  extensionSince,
  fullBlock,
  instantiateSummary,
  lessOrEqual,
  makeFunctionSummary,
  nakedNumbers,
  printBinding,
  printExtension,
  printType,
  proveFunctionCode,
  recordGetTag,
  recordIsInt,
  restrictToEnv,
  storedTypeOf,
  taggedImmediates,
  variant,
  emptyExtension,
  proveConstant,
} from "../../src/types/index.js";
import { arbEnv, arbEquations, arbType, envWithEquations, names } from "./arbitraries.js";
import { T, code, envWith, eq, eqInt, fslot, int, sv, v } from "./helpers.js";

const nimm = (n: number) => alias({ kind: "const", value: nakedImmediate(n) }, "naked_immediate");

describe("extensions as histories", () => {
  it("replaying what changed since an ancestor gives back the same knowledge", () => {
    fc.assert(
      fc.property(arbEnv, arbEquations, (ancestor, eqs) => {
        const env = envWithEquations(ancestor, eqs);
        const replayed = addExtension(ancestor, extensionSince(env, ancestor));
        expect(replayed.bottom).toBe(false);
        for (const n of names) {
          const self = alias(sv(n), "value");
          expect(lessOrEqual(replayed, self, storedTypeOf(env, v(n))!)).toBe(true);
          expect(lessOrEqual(env, self, storedTypeOf(replayed, v(n))!)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("types leaving a scope are expanded, then widened", () => {
    const outer = envWith("a");
    let inner = defineVariable(outer, v("l1"), "value", fullBlock(0, [eq("a")]));
    inner = defineVariable(inner, v("l2"), "value", fullBlock(0, [eq("l1")]));
    expect(printType(restrictToEnv(inner, fullBlock(0, [eq("l2")]), outer))).toBe("(((=a)))");
    // Beyond the depth the expansion gives up with ⊤.
    let deep = outer;
    let prev = "a";
    for (let i = 0; i <= defaultExpansionDepth + 1; i++) {
      deep = defineVariable(deep, v(`d${i}`), "value", fullBlock(0, [eq(prev)]));
      prev = `d${i}`;
    }
    expect(printType(restrictToEnv(deep, eq(prev), outer))).toBe("(((⊤)))");
  });
});

describe("function summaries", () => {
  it("are kept with the code of a closure", () => {
    let body = envWith("x");
    body = defineVariable(body, v("r"), "value", fullBlock(0, [eq("x"), eq("x")]));
    const summary = makeFunctionSummary(body, [v("x")], v("r"))!;
    let env = envWith("f", "a", "res");
    env = addEquation(env, v("f"), closures({
      functionSlot: fslot("f"),
      functions: new Map([[fslot("f"), { codeId: code("code_dup"), summary }]]),
    }));
    const info = proveFunctionCode(env, sv("f"));
    expect(info.kind).toBe("proved");
    if (info.kind !== "proved") return;
    env = instantiateSummary(env, info.value.summary!, [sv("a")], v("res"));
    expect(printBinding(env, v("res"))).toBe("res : (=a, =a)");
  });

  it("instantiate with constants and ignore calls of the wrong arity", () => {
    let body = envWith("x");
    body = defineVariable(body, v("r"), "value", eq("x"));
    const summary = makeFunctionSummary(body, [v("x")], v("r"))!;
    expect(printExtension(summary.extension)).toBe("{r : =x}");
    let env = envWith("res");
    env = instantiateSummary(env, summary, [int(4)], v("res"));
    expect(proveConstant(env, sv("res"))).toEqual(int(4).value);
    const env2 = envWith("res");
    expect(instantiateSummary(env2, summary, [], v("res"))).toBe(env2);
  });

  it("a result that says nothing gives an empty summary", () => {
    const body = envWith("x", "r");
    expect(printExtension(makeFunctionSummary(body, [v("x")], v("r"))!.extension)).toBe("{}");
  });
});

describe("relations", () => {
  const threeTags = variant([{ value: 0, extension: emptyExtension }], [
    { tag: 0, block: { shape: "full", fields: [eq("y")], extension: emptyExtension } },
    { tag: 1, block: { shape: "full", fields: [T, T], extension: emptyExtension } },
    { tag: 2, block: { shape: "full", fields: [], extension: emptyExtension } },
  ], undefined);

  it("the tag starts as the set of possible tags only when they are known", () => {
    let env = envWith("x", "z");
    env = addEquation(env, v("x"), fullBlock(4, [T]));
    env = defineVariable(env, v("t"), "naked_immediate");
    env = defineVariable(env, v("u"), "naked_immediate");
    env = recordGetTag(env, v("t"), sv("x"));
    env = recordGetTag(env, v("u"), sv("z"));
    expect(printBinding(env, v("t"))).toBe("t : #4");
    expect(printBinding(env, v("u"))).toBe("u : ⊤");
  });

  it("learning a set of tags keeps the blocks of those tags", () => {
    let env = envWith("x", "y");
    env = addEquation(env, v("x"), threeTags);
    env = defineVariable(env, v("t"), "naked_immediate");
    env = recordGetTag(env, v("t"), sv("x"));
    const arms = addEquation(env, v("t"), nakedNumbers("naked_immediate", [nakedImmediate(0), nakedImmediate(2)]));
    expect(printBinding(arms, v("x"))).toBe("x : (=y) | #2()");
  });

  it("the relation follows the number through aliases", () => {
    let env = envWith("x", "y");
    env = addEquation(env, v("x"), threeTags);
    env = defineVariable(env, v("t"), "naked_immediate");
    env = recordGetTag(env, v("t"), sv("x"));
    env = defineVariable(env, v("t2"), "naked_immediate", eq("t", "naked_immediate"));
    const arm = addEquation(env, v("t2"), nimm(1));
    expect(printBinding(arm, v("x"))).toBe("x : #1(⊤, ⊤)");
  });

  it("a tag relation on a tagged-integer number works the same", () => {
    let env = envWith("x", "y", "t");
    env = addEquation(env, v("x"), threeTags);
    env = recordGetTag(env, v("t"), sv("x"));
    expect(printBinding(env, v("t"))).toBe("t : {0, 1, 2}");
    const arm = addEquation(env, v("t"), eqInt(2));
    expect(printBinding(arm, v("x"))).toBe("x : #2()");
  });

  it("is_int starts known when the value is known to be a block", () => {
    let env = envWith("x");
    env = addEquation(env, v("x"), blockWithTags([3]));
    env = defineVariable(env, v("i"), "naked_immediate");
    env = recordIsInt(env, v("i"), sv("x"));
    expect(printBinding(env, v("i"))).toBe("i : #0");
  });

  it("property: in the arm for tag k, the block has tag k (or the arm is dead)", () => {
    fc.assert(
      fc.property(arbType, fc.integer({ min: 0, max: 3 }), (t, k) => {
        let env = envWith("x");
        env = addEquation(env, v("x"), t);
        if (env.bottom) return;
        env = defineVariable(env, v("t"), "naked_immediate");
        env = recordGetTag(env, v("t"), sv("x"));
        const arm = addEquation(env, v("t"), nimm(k));
        if (arm.bottom) return;
        expect(lessOrEqual(arm, alias(sv("x"), "value"), blockWithTags([k]))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("property: a relation never makes a consistent arm inconsistent by itself", () => {
    fc.assert(
      fc.property(arbType, (t) => {
        let env = envWith("x");
        env = addEquation(env, v("x"), t);
        if (env.bottom) return;
        env = defineVariable(env, v("i"), "naked_immediate");
        env = recordIsInt(env, v("i"), sv("x"));
        const both = [0, 1].map((b) => addEquation(env, v("i"), nimm(b)));
        // The value is an immediate or a block: at least one arm is live.
        expect(both.some((e) => !e.bottom)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("taggedImmediates helper stays a set", () => {
    expect(printType(taggedImmediates([2, 1, 2]))).toBe("{1, 2}");
  });
});
