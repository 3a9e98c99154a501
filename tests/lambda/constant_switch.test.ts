// The decision trees on intervals that matches on integers and characters compile to
// (src/lambda/constant_switch.ts): for random sets of constants and actions, the tree picks
// the action of every value (and the default elsewhere), makes about log2 comparisons, and
// gives each action one place in the code.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { freshIdent, lint } from "../../src/lambda/builders.js";
import { charDomain, constantSwitch, intervalsOf, type ConstantCase } from "../../src/lambda/constant_switch.js";
import type { Lambda } from "../../src/lambda/lambda.js";

const defaultValue = -1;

/** Runs a tree on `x`: the action's constant, and how many comparisons were made. */
function run(tree: Lambda, x: number): { value: number; tests: number } {
  let tests = 0;
  const go = (l: Lambda): number | { label: number } => {
    switch (l.kind) {
      case "Const":
        if (l.constant.kind !== "int") throw new Error("int expected");
        return l.constant.value;
      case "IfThenElse": {
        const c = l.cond;
        if (c.kind !== "Prim" || c.prim.kind !== "IntComp") throw new Error("comparison expected");
        const bound = c.args[1]!;
        if (bound.kind !== "Const" || bound.constant.kind !== "int") throw new Error("constant bound expected");
        tests++;
        const holds = c.prim.comparison === "lt" ? x < bound.constant.value : c.prim.comparison === "eq" ? x === bound.constant.value : undefined;
        if (holds === undefined) throw new Error(`unexpected comparison ${c.prim.comparison}`);
        return go(holds ? l.then : l.else);
      }
      case "StaticRaise":
        return { label: l.label };
      case "StaticCatch": {
        const r = go(l.body);
        return typeof r === "object" && r.label === l.label ? go(l.handler) : r;
      }
      default:
        throw new Error(`unexpected ${l.kind}`);
    }
  };
  const r = go(tree);
  if (typeof r === "object") throw new Error("a jump escaped the tree");
  return { value: r, tests };
}

/** How many times each action's code appears in the tree. */
function placesOf(tree: Lambda, counts: Map<number, number>): void {
  switch (tree.kind) {
    case "Const":
      if (tree.constant.kind === "int") counts.set(tree.constant.value, (counts.get(tree.constant.value) ?? 0) + 1);
      return;
    case "IfThenElse":
      placesOf(tree.then, counts);
      placesOf(tree.else, counts);
      return;
    case "StaticCatch":
      placesOf(tree.body, counts);
      placesOf(tree.handler, counts);
      return;
    default:
      return;
  }
}

const casesArb = fc
  .uniqueArray(fc.integer({ min: -40, max: 300 }), { minLength: 1, maxLength: 60 })
  .chain((values) => fc.tuple(fc.constant(values), fc.array(fc.integer({ min: 0, max: 5 }), { minLength: values.length, maxLength: values.length })))
  .map(([values, actions]) => values.map((value, i): ConstantCase => ({ value, action: actions[i]! })));

describe("decision trees on intervals", () => {
  it("picks each value's action, the default elsewhere, with each action in one place", () => {
    fc.assert(
      fc.property(casesArb, (cases) => {
        const actions = [0, 1, 2, 3, 4, 5].map((i) => lint(100 + i));
        const tree = constantSwitch(freshIdent("x"), cases, actions, lint(defaultValue));
        if (tree === undefined) return;
        const expected = new Map(cases.map((c) => [c.value, 100 + c.action]));
        for (let x = -45; x <= 305; x++) expect(run(tree, x).value).toBe(expected.get(x) ?? defaultValue);
        const counts = new Map<number, number>();
        placesOf(tree, counts);
        for (const n of counts.values()) expect(n).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it("tests an identifier character in 4 comparisons at most, instead of one per character", () => {
    const cases: ConstantCase[] = [];
    const add = (lo: string, hi: string, action: number): void => {
      for (let c = lo.charCodeAt(0); c <= hi.charCodeAt(0); c++) cases.push({ value: c, action });
    };
    add("a", "z", 0);
    add("A", "Z", 0);
    add("_", "_", 0);
    add("0", "9", 1);
    expect(intervalsOf(cases).map((i) => i.action)).toEqual([-1, 1, -1, 0, -1, 0, -1, 0, -1]);
    const tree = constantSwitch(freshIdent("c"), cases, [lint(0), lint(1)], lint(defaultValue))!;
    expect(tree).toBeDefined();
    let most = 0;
    for (let x = 0; x < 256; x++) most = Math.max(most, run(tree, x).tests);
    expect(most).toBeLessThanOrEqual(4);
  });

  it("does not test a character against what no character is", () => {
    const cases: ConstantCase[] = [];
    for (let c = 0; c < 256; c++) cases.push({ value: c, action: c < 128 ? 0 : 1 });
    const tree = constantSwitch(freshIdent("c"), cases, [lint(0), lint(1)], lint(defaultValue), charDomain)!;
    for (let x = 0; x < 256; x++) expect(run(tree, x)).toEqual({ value: x < 128 ? 0 : 1, tests: 1 });
    const counts = new Map<number, number>();
    placesOf(tree, counts);
    expect(counts.has(defaultValue)).toBe(false);
  });

  it("compares with no bound outside the 32 bits of an int", () => {
    const max = 2147483647;
    const min = -2147483648;
    const cases: ConstantCase[] = [max, max - 1, max - 2, min, min + 1, 0].map((value, action) => ({ value, action }));
    const tree = constantSwitch(freshIdent("n"), cases, cases.map((c) => lint(100 + c.action)), lint(defaultValue))!;
    const bounds: number[] = [];
    const collect = (l: Lambda): void => {
      if (l.kind === "IfThenElse") {
        const c = l.cond;
        if (c.kind === "Prim" && c.args[1]!.kind === "Const" && c.args[1]!.constant.kind === "int") bounds.push(c.args[1]!.constant.value);
        collect(l.then);
        collect(l.else);
      } else if (l.kind === "StaticCatch") {
        collect(l.body);
        collect(l.handler);
      }
    };
    collect(tree);
    expect(bounds.every((b) => b >= min && b <= max)).toBe(true);
    for (const x of [max, max - 1, max - 2, max - 3, min, min + 1, min + 2, 0, 5, -5]) {
      expect(run(tree, x).value).toBe(100 + (cases.find((c) => c.value === x)?.action ?? defaultValue - 100));
    }
  });

  it("leaves a few distinct constants to a chain of equality tests", () => {
    const cases: ConstantCase[] = [
      { value: 3, action: 0 },
      { value: 7, action: 1 },
      { value: 8, action: 2 },
    ];
    expect(constantSwitch(freshIdent("n"), cases, [lint(0), lint(1), lint(2)], lint(defaultValue))).toBeUndefined();
  });
});
