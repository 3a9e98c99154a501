// A test of an integer (or a character) against constants, as a decision tree on intervals.
//
// A match on characters is mostly ranges: `'a'..'z' | 'A'..'Z' | '_'` is 53 constants but three
// intervals of the number line, with the default in the gaps. The line is cut into maximal
// intervals of one action each (the default where no constant is), and the tree compares the
// scrutinee with the interval boundaries, halving the list at each test: a match with p
// intervals costs about log2(p) comparisons instead of one equality test per constant. An
// interval of one value between two of the same action is tested with one equality. Nothing
// is tested outside the scrutinee's domain: an int has 32 bits, a character is one of 256 codes.
//
// An action reached from several leaves (the default in several gaps, one action for `'A'..'Z'`
// and `'a'..'z'`) is put in a handler of its own and the leaves jump to it, so no code is copied.
import { freshLabel, lif, lint, lprim, lvar } from "./builders.js";
import type { Ident, Lambda } from "./lambda.js";

export interface ConstantCase {
  readonly value: number;
  /** Index into the actions. */
  readonly action: number;
}

/** An interval of the number line and its action (-1: the default). */
interface Interval {
  readonly lo: number;
  hi: number;
  readonly action: number;
}

type Tree =
  | { readonly kind: "leaf"; readonly action: number }
  | { readonly kind: "below"; readonly bound: number; readonly yes: Tree; readonly no: Tree }
  | { readonly kind: "equal"; readonly value: number; readonly yes: Tree; readonly no: Tree };

/** The values the scrutinee may take. */
export interface Domain {
  readonly lo: number;
  readonly hi: number;
}

/** flambe's `int` is 32 bits: a bound outside them would not be an `int` constant. */
export const intDomain: Domain = { lo: -2147483648, hi: 2147483647 };

export const charDomain: Domain = { lo: 0, hi: 255 };

/** The intervals of the domain the cases (values in it) make, in order, each with one action. */
export function intervalsOf(cases: readonly ConstantCase[], domain: Domain = intDomain): readonly Interval[] {
  const sorted = [...cases].sort((a, b) => a.value - b.value);
  const out: Interval[] = [];
  let next = domain.lo;
  for (const c of sorted) {
    if (c.value > next) out.push({ lo: next, hi: c.value - 1, action: -1 });
    const last = out[out.length - 1];
    if (last !== undefined && last.action === c.action && last.hi === c.value - 1) last.hi = c.value;
    else out.push({ lo: c.value, hi: c.value, action: c.action });
    next = c.value + 1;
  }
  if (next <= domain.hi) out.push({ lo: next, hi: domain.hi, action: -1 });
  return out;
}

/** The tree over intervals `from..to` (inclusive). */
function treeOf(p: readonly Interval[], from: number, to: number): Tree {
  if (from === to) return { kind: "leaf", action: p[from]!.action };
  if (to - from === 2 && p[from]!.action === p[to]!.action && p[from + 1]!.lo === p[from + 1]!.hi) {
    const middle = p[from + 1]!;
    return { kind: "equal", value: middle.lo, yes: { kind: "leaf", action: middle.action }, no: { kind: "leaf", action: p[from]!.action } };
  }
  const mid = (from + to + 1) >> 1;
  return { kind: "below", bound: p[mid]!.lo, yes: treeOf(p, from, mid - 1), no: treeOf(p, mid, to) };
}

/** The most comparisons a path of the tree makes. */
function depthOf(t: Tree): number {
  return t.kind === "leaf" ? 0 : 1 + Math.max(depthOf(t.yes), depthOf(t.no));
}

function countLeaves(t: Tree, counts: Map<number, number>): void {
  if (t.kind === "leaf") counts.set(t.action, (counts.get(t.action) ?? 0) + 1);
  else {
    countLeaves(t.yes, counts);
    countLeaves(t.no, counts);
  }
}

/**
 * The test of `scrutinee` (a value of `domain`) against the cases as a decision tree, or
 * undefined when a chain of
 * equality tests (one per case) would make no more comparisons. Every action and the default
 * appear once in the result.
 */
export function constantSwitch(
  scrutinee: Ident,
  cases: readonly ConstantCase[],
  actions: readonly Lambda[],
  dflt: Lambda,
  domain: Domain = intDomain,
): Lambda | undefined {
  const intervals = intervalsOf(cases, domain);
  const tree = treeOf(intervals, 0, intervals.length - 1);
  if (depthOf(tree) >= cases.length) return undefined;
  const counts = new Map<number, number>();
  countLeaves(tree, counts);
  const actionOf = (i: number): Lambda => (i < 0 ? dflt : actions[i]!);
  const labels = new Map<number, number>();
  for (const [i, n] of counts) if (n > 1) labels.set(i, freshLabel());
  const build = (t: Tree): Lambda => {
    switch (t.kind) {
      case "leaf": {
        const label = labels.get(t.action);
        return label === undefined ? actionOf(t.action) : { kind: "StaticRaise", label, args: [] };
      }
      case "below":
        return lif(lprim({ kind: "IntComp", comparison: "lt" }, [lvar(scrutinee), lint(t.bound)]), build(t.yes), build(t.no));
      case "equal":
        return lif(lprim({ kind: "IntComp", comparison: "eq" }, [lvar(scrutinee), lint(t.value)]), build(t.yes), build(t.no));
    }
  };
  let out = build(tree);
  for (const [i, label] of labels) out = { kind: "StaticCatch", body: out, label, params: [], handler: actionOf(i) };
  return out;
}
