// Shared helpers for the typing environment tests: names, simples and environments built from
// short descriptions.
import type { Kind } from "../../src/flambda/kinds.js";
import type { CodeId, FunctionSlot, Symbol, ValueSlot, Variable } from "../../src/flambda/names.js";
import { nakedImmediate, taggedImmediate, type Simple } from "../../src/flambda/simple.js";
import { alias, createEnv, defineVariable, top, type Type, type TypingEnv } from "../../src/types/index.js";

export const v = (s: string): Variable => s as Variable;
export const sym = (s: string): Symbol => s as Symbol;
export const fslot = (s: string): FunctionSlot => s as FunctionSlot;
export const vslot = (s: string): ValueSlot => s as ValueSlot;
export const code = (s: string): CodeId => s as CodeId;

export const sv = (s: string): Simple => ({ kind: "var", name: v(s) });
export const ssym = (s: string): Simple => ({ kind: "symbol", name: sym(s) });
export const int = (n: number): Simple => ({ kind: "const", value: taggedImmediate(n) });
export const nint = (n: number): Simple => ({ kind: "const", value: nakedImmediate(n) });

/** `=x` for a value variable. */
export const eq = (name: string, kind: Kind = "value"): Type => alias(sv(name), kind);
/** `=n` for a tagged immediate constant. */
export const eqInt = (n: number): Type => alias(int(n), "value");
export const T = top("value");

/** An environment binding the names (value kind, ⊤) in order. */
export function envWith(...names: string[]): TypingEnv {
  let env = createEnv();
  for (const n of names) env = defineVariable(env, v(n), "value");
  return env;
}
