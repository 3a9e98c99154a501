// ocamlc 4.13's report of a functor applied to more arguments than it has parameters ("The
// functor application is ill-typed"): the arguments and the parameters aligned by the edit
// distance OCaml's Includemod.Functor_app_diff computes (an extra argument, a missing one or a
// mismatch cost 10; a match 0, or 1 when the names differ), then what each step says.
import type { Doc, Pretty } from "./pretty.js";

/** An argument: a module path (`M`), `()` or `(struct end)`, or another module expression. */
export type AppArg =
  | { readonly kind: "Named"; readonly name: string; readonly type: Doc }
  | { readonly kind: "Unit" }
  | { readonly kind: "Anonymous"; readonly type: Doc };

/**
 * A parameter: `(X : S)`, `(_ : S)`, or `()` of a generative functor (`elided`: a signature
 * with items, which ocamlc shows as `...`).
 */
export type AppParam = { readonly kind: "Named"; readonly name: string | undefined; readonly type: Doc; readonly elided: boolean } | { readonly kind: "Unit" };

/** How argument and parameter pair up: a match (with its cost), or why not. */
export type Pairing = { readonly ok: true; readonly cost: number } | { readonly ok: false; readonly why: Doc };

type Step = { kind: "Extra"; arg: number } | { kind: "Missing"; param: number } | { kind: "Pair"; arg: number; param: number; pairing: Pairing };

/** The message (after `Error: `), given how each argument pairs with each parameter. */
export function functorAppDiff(args: readonly AppArg[], params: readonly AppParam[], pair: (arg: number, param: number) => Pairing): Doc {
  const n = args.length;
  const m = params.length;
  const pairings: Pairing[][] = args.map((_, i) => params.map((_, j) => pair(i, j)));
  const weight = (p: Pairing): number => (p.ok ? p.cost : 10);
  const cost: number[][] = [];
  for (let i = 0; i <= n; i++) {
    cost.push([]);
    for (let j = 0; j <= m; j++) {
      if (i === 0) cost[i]!.push(10 * j);
      else if (j === 0) cost[i]!.push(10 * i);
      else cost[i]!.push(Math.min(cost[i - 1]![j - 1]! + weight(pairings[i - 1]![j - 1]!), cost[i - 1]![j]! + 10, cost[i]![j - 1]! + 10));
    }
  }
  // The script, read back from the end: a pairing first where costs tie, then an extra argument.
  const steps: Step[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && cost[i]![j] === cost[i - 1]![j - 1]! + weight(pairings[i - 1]![j - 1]!)) {
      steps.unshift({ kind: "Pair", arg: i - 1, param: j - 1, pairing: pairings[i - 1]![j - 1]! });
      i--;
      j--;
    } else if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + 10) {
      steps.unshift({ kind: "Extra", arg: i - 1 });
      i--;
    } else {
      steps.unshift({ kind: "Missing", param: j - 1 });
      j--;
    }
  }
  // An anonymous argument paired with a parameter is named `$S1`, `$S2`, ...; an extra one is `...`.
  const names = new Map<number, string>();
  let anonymous = 0;
  for (const s of steps) if (s.kind === "Pair" && args[s.arg]!.kind === "Anonymous") names.set(s.arg, `$S${++anonymous}`);
  const argName = (k: number): string => {
    const a = args[k]!;
    return a.kind === "Named" ? a.name : a.kind === "Unit" ? "()" : (names.get(k) ?? "...");
  };
  const stepDoc = (s: Step): Doc => (p: Pretty) => {
    if (s.kind === "Extra") {
      const a = args[s.arg]!;
      p.openBox(2, "hv");
      p.text("The following extra argument is provided");
      p.brk(1, 2);
      if (a.kind === "Unit") p.text("()");
      else {
        p.openBox(0, "hv");
        p.text(`${argName(s.arg)} :`);
        p.space();
        a.type(p);
        p.closeBox();
      }
      p.closeBox();
    } else if (s.kind === "Missing") {
      const q = params[s.param]!;
      p.openBox(2);
      p.text("An argument appears to be missing with module type");
      p.space();
      if (q.kind === "Unit") p.text("()");
      else q.type(p);
      p.closeBox();
    } else if (s.pairing.ok) {
      const q = params[s.param]!;
      p.openBox(2);
      p.text(`Module ${argName(s.arg)} matches the expected module type`);
      if (q.kind === "Named" && !q.elided) {
        p.space();
        q.type(p);
      }
      p.closeBox();
    } else s.pairing.why(p);
  };
  return (p) => {
    p.openBox(0, "v");
    p.text("The functor application is ill-typed.");
    p.cut();
    p.text("These arguments:");
    p.cut();
    p.openBox(2);
    p.text("  ");
    args.forEach((_, k) => {
      if (k > 0) p.space();
      p.text(argName(k));
    });
    p.closeBox();
    p.cut();
    p.text("do not match these parameters:");
    p.cut();
    p.openBox(2);
    p.text("  functor ");
    params.forEach((q, k) => {
      if (k > 0) p.text(" ");
      if (q.kind === "Unit") p.text("()");
      else {
        // (ocamlc names an anonymous parameter `Arg`.)
        p.text(`(${q.name ?? "Arg"} : `);
        if (q.elided) p.text("...");
        else q.type(p);
        p.text(")");
      }
    });
    p.text(" -> ...");
    p.closeBox();
    steps.forEach((s, k) => {
      p.cut();
      if (steps.length === 1) stepDoc(s)(p);
      else {
        p.openBox(0);
        p.text(`${k + 1}. `);
        stepDoc(s)(p);
        p.closeBox();
      }
    });
    p.closeBox();
  };
}
