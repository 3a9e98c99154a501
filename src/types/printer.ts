// The types and environments in the notation of the Flambda 2 talk: `x : (=y, ⊤)`,
// `p : 0 | (=s, =t)`, `⊥`, `{0, 1}`, closures `[f(code_f) {hi ↦ 11}]`, extensions
// `{cond : =1}`. Used by tests and by the `-dtypes` debug dump.
//
// Conventions: a tagged immediate prints as a number (`3`), naked numbers with `#` (`#3`,
// `#1.5`, `#3l`, `#3L`, `#3n`); a block of tag 0 prints as a tuple `(a, b)`, other tags with
// their number `#2(a, b)`; a partial shape ends in `…`; any immediate is `int`, any block
// `block`; a case's extension follows it after `with`.
import type { Name } from "../flambda/names.js";
import type { Const, Simple } from "../flambda/simple.js";
import { isAnyShape, type BlockShape, type ClosuresType, type Type, type VariantType } from "./type_grammar.js";
import type { FunctionSummary } from "./function_summary.js";
import { bindingOf, changesSince, namesInOrder, type TypingEnv } from "./typing_env.js";
import { isEmptyExtension, type TypingEnvExtension } from "./typing_env_extension.js";

function printFloat(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  if (Object.is(x, -0)) return "-0.";
  const s = String(x);
  return /[.e]/.test(s) ? s : s + ".";
}

export function printConst(c: Const): string {
  switch (c.kind) {
    case "tagged_immediate":
      return String(c.value);
    case "naked_immediate":
      return `#${c.value}`;
    case "naked_float":
      return `#${printFloat(c.value)}`;
    case "naked_int32":
      return `#${c.value}l`;
    case "naked_int64":
      return `#${c.value}L`;
    case "naked_nativeint":
      return `#${c.value}n`;
    default: {
      const never: never = c;
      return never;
    }
  }
}

export function printSimple(s: Simple): string {
  return s.kind === "const" ? printConst(s.value) : s.name;
}

function printFields(b: BlockShape): string {
  const fields = b.fields.map(printType);
  if (b.shape === "partial") fields.push("…");
  return `(${fields.join(", ")})`;
}

function withExtension(s: string, e: TypingEnvExtension): string {
  return isEmptyExtension(e) ? s : `${s} with ${printExtension(e)}`;
}

function printVariant(t: VariantType): string {
  const parts: string[] = [];
  if (t.immediates === "any") parts.push("int");
  else if (t.immediates.length > 0) {
    if (t.immediates.every((c) => isEmptyExtension(c.extension))) {
      const vs = t.immediates.map((c) => String(c.value));
      parts.push(vs.length === 1 ? vs[0]! : `{${vs.join(", ")}}`);
    } else {
      for (const c of t.immediates) parts.push(withExtension(String(c.value), c.extension));
    }
  }
  for (const c of t.blocks) {
    parts.push(withExtension((c.tag === 0 ? "" : `#${c.tag}`) + printFields(c.block), c.block.extension));
  }
  if (t.otherTags !== undefined) {
    parts.push(isAnyShape(t.otherTags) ? "block" : withExtension("#?" + printFields(t.otherTags), t.otherTags.extension));
  }
  return parts.join(" | ");
}

function printClosures(t: ClosuresType): string {
  const slots: string[] = [];
  const own = t.functionSlot;
  const describe = (slot: string): string => {
    const f = t.functions.get(slot as never);
    return f === undefined ? slot : `${slot}(${f.codeId})`;
  };
  slots.push(own === undefined ? "?" : describe(own));
  const valueSlots = [...t.valueSlots].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let s = "[" + slots.join("");
  if (valueSlots.length > 0) s += ` {${valueSlots.map(([k, v]) => `${k} ↦ ${printType(v)}`).join(", ")}}`;
  const others = new Set<string>([...t.functions.keys(), ...t.closures.keys()]);
  if (own !== undefined) others.delete(own);
  for (const slot of [...others].sort()) {
    const ct = t.closures.get(slot as never);
    s += `; ${describe(slot)}${ct === undefined ? "" : ` : ${printType(ct)}`}`;
  }
  return s + "]";
}

export function printType(t: Type): string {
  switch (t.kind) {
    case "top":
      return "⊤";
    case "bottom":
      return "⊥";
    case "alias":
      return `=${printSimple(t.simple)}`;
    case "naked_numbers":
      return t.values.length === 1 ? printConst(t.values[0]!) : `{${t.values.map(printConst).join(", ")}}`;
    case "variant":
      return printVariant(t);
    case "closures":
      return printClosures(t);
    case "string":
      return t.contents === undefined ? `string[${t.length}]` : JSON.stringify(t.contents);
    case "boxed_number":
      return `box(${printType(t.contents)})`;
    default: {
      const never: never = t;
      return never;
    }
  }
}

export function printExtension(e: TypingEnvExtension): string {
  const existential = new Set<string>(e.existentials.map((x) => x.name));
  const parts = e.equations.map((q) => `${existential.has(q.name) ? "∃" : ""}${q.name} : ${printType(q.type)}`);
  const equated = new Set<string>(e.equations.map((q) => q.name));
  for (const x of e.existentials) if (!equated.has(x.name)) parts.push(`∃${x.name} : ⊤`);
  return `{${parts.join("; ")}}`;
}

export function printFunctionSummary(s: FunctionSummary): string {
  return `fun (${s.params.join(", ")}) -> ${s.result} ${printExtension(s.extension)}`;
}

/** One name's binding: `x : (=y, ⊤)` (`∃x : …` for an existential). */
export function printBinding(env: TypingEnv, name: Name): string {
  const b = bindingOf(env, name);
  if (b === undefined) return `${name} : (unbound)`;
  return `${b.existential ? "∃" : ""}${name} : ${printType(b.type)}`;
}

/** The environment, one binding per line, oldest first (only `names` when given). */
export function printEnv(env: TypingEnv, names?: readonly Name[]): string {
  if (env.bottom) return "⊥";
  return (names ?? namesInOrder(env)).map((n) => printBinding(env, n)).join("\n");
}

/** What changed since an ancestor: the names defined since, then the names whose type changed. */
export function printEnvSince(env: TypingEnv, ancestor: TypingEnv): string {
  if (env.bottom) return "⊥";
  const { defined, changed } = changesSince(env, ancestor);
  return [...defined, ...changed].map((n) => printBinding(env, n)).join("\n");
}
