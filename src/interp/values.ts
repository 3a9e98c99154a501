// How the interpreter represents what ARCHITECTURE.md's value table does not fix: closures.
// An OCaml closure is a JavaScript function (so that the runtime can call it, and sees the
// arity in `length`) carrying, under a private key, the interpreter's view of it: the set of
// closures it belongs to and its function slot, or, for a partial application, the function and
// the arguments received so far.
import type { Code } from "../flambda/code.js";
import type { FunctionSlot, ValueSlot } from "../flambda/names.js";

export type Value = unknown;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OFunction = (...args: any[]) => any;

/** A set of closures at run time: its code per function slot, its environment, its closures. */
export interface ClosureSet {
  readonly codes: ReadonlyMap<FunctionSlot, Code>;
  readonly valueSlots: Map<ValueSlot, Value>;
  readonly closures: Map<FunctionSlot, OFunction>;
}

export type FunctionInfo =
  | { readonly kind: "closure"; readonly set: ClosureSet; readonly slot: FunctionSlot; readonly code: Code }
  | { readonly kind: "partial"; readonly target: OFunction; readonly args: readonly Value[]; readonly arity: number };

const INFO: unique symbol = Symbol("flambe.interp.function");

type Tagged = OFunction & { [INFO]?: FunctionInfo };

export function functionInfo(f: Value): FunctionInfo | undefined {
  return typeof f === "function" ? (f as Tagged)[INFO] : undefined;
}

/** Makes the JavaScript function standing for an interpreted closure or partial application. */
export function makeFunction(info: FunctionInfo, arity: number, callFromJs: (f: OFunction, args: Value[]) => Value): OFunction {
  const f: Tagged = function (this: unknown, ...args: Value[]): Value {
    return callFromJs(f, args);
  };
  Object.defineProperty(f, "length", { value: arity });
  f[INFO] = info;
  return f;
}
