// Calls to runtime functions whose result IEEE 754 fixes to the bit, given constant arguments,
// are computed here: `Stdlib.infinity`, `max_float` and the like are `float_of_bits` of a
// constant, so they become known floats (and what is built from them, constants), and `sqrt 2.`
// is the float. A NaN result (`Stdlib.nan`, `sqrt (-1.)`) is left to run time, as are functions
// whose results may differ from one maths library to another (`exp`, `sin`, ...).
//
// A polymorphic comparison of two values known to be immediates is the integer comparison.
import {
  applyCont,
  binary,
  boundSingleton,
  let_,
  namedPrim,
  nakedFloat,
  simpleConst,
  simpleVar,
  unary,
  type Apply,
  type Const,
  type Expr,
  type IntComparison,
  type Kind,
  type Simple,
} from "../../flambda/index.js";
import { proveBoxedConstant, proveConstant, proveIsInt, type TypingEnv } from "../../types/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";

/** The foldable externals: from the constants of their arguments' numbers to the float they return. */
const foldable: ReadonlyMap<string, (args: readonly Const[]) => number | undefined> = new Map([
  ["caml_int64_float_of_bits", ([a]) => (a?.kind === "naked_int64" ? floatOfBits(a.value) : undefined)],
  ["caml_sqrt_float", ([a]) => (a?.kind === "naked_float" ? Math.sqrt(a.value) : undefined)],
]);

function floatOfBits(bits: bigint): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigInt64(0, bits);
  return view.getFloat64(0);
}

/**
 * OCaml's polymorphic comparisons, which on two immediates are the integer comparisons (an
 * immediate is compared as the integer it is, constant constructors and booleans too), and the
 * one the front end calls for `compare` at type `int`.
 */
const comparisons: ReadonlyMap<string, IntComparison> = new Map([
  ["caml_equal", "eq"],
  ["caml_notequal", "ne"],
  ["caml_lessthan", "lt"],
  ["caml_lessequal", "le"],
  ["caml_greaterthan", "gt"],
  ["caml_greaterequal", "ge"],
  ["caml_compare", "compare"],
  ["caml_int_compare", "compare"],
]);

/**
 * The call replaced by its result (a float, boxed if the external returns a value; an integer
 * comparison), passed to the call's continuation; undefined when the call is not one to fold.
 */
export function foldedExternalCall(dacc: DownwardAcc, env: TypingEnv, call: Apply): Expr | undefined {
  const ck = call.callKind;
  if (ck.kind !== "c_call" || call.continuation === "never_returns") return undefined;
  const cmp = comparisons.get(ck.name);
  if (cmp !== undefined) return specialisedComparison(dacc, env, call, cmp, ck.name === "caml_int_compare");
  const f = foldable.get(ck.name);
  if (f === undefined || ck.returnArity.length !== 1 || ck.paramArity.length !== call.args.length) return undefined;
  const consts: Const[] = [];
  for (let i = 0; i < call.args.length; i++) {
    const a = call.args[i]!;
    const c = ck.paramArity[i] === "value" ? proveBoxedConstant(env, a) : proveConstant(env, a);
    if (c === undefined) return undefined;
    consts.push(c);
  }
  const x = f(consts);
  // A NaN is left to run time: its bits (`Int64.bits_of_float`) are the engine's, and a NaN
  // written in the emitted code would have other ones.
  if (x === undefined || Number.isNaN(x)) return undefined;
  const result: Kind = ck.returnArity[0]!;
  const naked = simpleConst(nakedFloat(x));
  if (result === "naked_float") return applyCont(call.continuation, [naked]);
  if (result !== "value") return undefined;
  // Boxed from the constant itself, so that the box is lifted as a constant (`lift_constants.ts`).
  const boxed = dacc.names.variable("folded");
  return let_(
    boundSingleton(boxed),
    namedPrim(unary({ kind: "box_number", number: "naked_float" }, naked), call.dbg),
    applyCont(call.continuation, [simpleVar(boxed)]),
  );
}

/** A comparison of two values both known to be immediates, as the integer comparison. */
function specialisedComparison(dacc: DownwardAcc, env: TypingEnv, call: Apply, op: IntComparison, onInts: boolean): Expr | undefined {
  const [a, b] = call.args;
  if (a === undefined || b === undefined || call.continuation === "never_returns") return undefined;
  const immediate = (x: Simple): boolean => {
    const p = proveIsInt(env, x);
    return p.kind === "proved" && p.value;
  };
  // `caml_int_compare` is only called on ints (`onInts`: the front end's choice, by their type).
  if (!onInts && !(immediate(a) && immediate(b))) return undefined;
  const r = dacc.names.variable(op === "compare" ? "compare" : "cmp");
  return let_(
    boundSingleton(r),
    namedPrim(binary({ kind: "int_comp", int: "tagged_immediate", op }, a, b), call.dbg),
    applyCont(call.continuation, [simpleVar(r)]),
  );
}
