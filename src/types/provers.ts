// Provers: the questions the simplifier asks of the environment. The simplifier never looks
// inside a type; it asks here, and gets the answer itself, or a `Proof`:
//   proved  — the property holds, with its witness;
//   invalid — the value cannot have the property (the code asking is unreachable or the
//             operation would fail);
//   unknown — nothing can be said.
import type { FunctionSlot, Name, ValueSlot } from "../flambda/names.js";
import { equalConsts, taggedImmediate, type Const, type Simple } from "../flambda/simple.js";
import type { ClosuresType, FunctionInfo, Type, VariantType, BlockShape } from "./type_grammar.js";
import {
  bindingOf,
  canonicalOf,
  concreteTypeOf,
  isInScope,
  isSimpleInScope,
  membersOf,
  simpleOfName,
  type Binding,
  type TypingEnv,
} from "./typing_env.js";

export type Proof<T> =
  | { readonly kind: "proved"; readonly value: T }
  | { readonly kind: "invalid" }
  | { readonly kind: "unknown" };

const unknown: Proof<never> = { kind: "unknown" };
const invalid: Proof<never> = { kind: "invalid" };
function proved<T>(value: T): Proof<T> {
  return { kind: "proved", value };
}

function typeOf(env: TypingEnv, s: Simple): Type {
  return concreteTypeOf(env, s);
}

/** The constant the simple is known to be, if any (an alias to a constant or a one-element set). */
export function proveConstant(env: TypingEnv, s: Simple): Const | undefined {
  const c = canonicalOf(env, s);
  if (c.kind === "const") return c.value;
  return constantOfType(typeOf(env, c));
}

/**
 * What the simple is, as far as equality goes: the constant it is known to be, else its
 * canonical element. Two simples with the same answer in an environment are equal there.
 */
export function valueOfSimple(env: TypingEnv, s: Simple): Simple {
  const c = canonicalOf(env, s);
  if (c.kind === "const") return c;
  const k = constantOfType(typeOf(env, c));
  return k === undefined ? c : { kind: "const", value: k };
}

/** The constant a concrete type pins down: a one-element set of numbers or of immediates. */
function constantOfType(t: Type): Const | undefined {
  if (t.kind === "naked_numbers" && t.values.length === 1) return t.values[0];
  if (
    t.kind === "variant" &&
    t.immediates !== "any" &&
    t.immediates.length === 1 &&
    t.blocks.length === 0 &&
    t.otherTags === undefined
  ) {
    return taggedImmediate(t.immediates[0]!.value);
  }
  return undefined;
}

/** The finite set of tagged immediates the value is in (proved only when it cannot be a block). */
export function proveTaggedImmediates(env: TypingEnv, s: Simple): Proof<readonly number[]> {
  const t = typeOf(env, s);
  if (t.kind === "bottom") return invalid;
  if (t.kind !== "variant") return t.kind === "top" ? unknown : invalid;
  if (t.immediates !== "any" && t.immediates.length === 0) return invalid;
  if (t.immediates === "any" || t.blocks.length > 0 || t.otherTags !== undefined) return unknown;
  return proved(t.immediates.map((c) => c.value));
}

/** The finite set of naked numbers the value is in. */
export function proveNakedNumbers(env: TypingEnv, s: Simple): Proof<readonly Const[]> {
  const t = typeOf(env, s);
  if (t.kind === "bottom") return invalid;
  if (t.kind === "naked_numbers") return proved(t.values);
  return unknown;
}

/** Proved true: definitely an immediate; proved false: definitely a block. */
export function proveIsInt(env: TypingEnv, s: Simple): Proof<boolean> {
  const t = typeOf(env, s);
  switch (t.kind) {
    case "bottom":
      return invalid;
    case "variant": {
      const imm = t.immediates === "any" || t.immediates.length > 0;
      const block = t.blocks.length > 0 || t.otherTags !== undefined;
      if (imm && block) return unknown;
      return proved(imm);
    }
    case "closures":
    case "string":
    case "boxed_number":
      return proved(false);
    case "top":
    case "alias":
    case "naked_numbers":
      return unknown;
    default: {
      const never: never = t;
      return never;
    }
  }
}

function blockCases(t: VariantType): BlockShape[] {
  return [...t.blocks.map((c) => c.block), ...(t.otherTags === undefined ? [] : [t.otherTags])];
}

/** The tags the value may have, when it is known to be a block of one of finitely many tags. */
export function proveTags(env: TypingEnv, s: Simple): Proof<readonly number[]> {
  const t = typeOf(env, s);
  if (t.kind === "bottom") return invalid;
  if (t.kind !== "variant" || t.otherTags !== undefined) return unknown;
  if (t.blocks.length === 0) return invalid;
  return proved(t.blocks.map((c) => c.tag));
}

/** The tag and size of the block, when it is a block of one tag whose size is known. */
export function proveUniqueTagAndSize(env: TypingEnv, s: Simple): Proof<{ readonly tag: number; readonly size: number }> {
  const t = typeOf(env, s);
  if (t.kind === "bottom") return invalid;
  if (t.kind !== "variant") return unknown;
  if (t.immediates === "any" || t.immediates.length > 0 || t.otherTags !== undefined) return unknown;
  if (t.blocks.length === 0) return invalid;
  if (t.blocks.length !== 1) return unknown;
  const c = t.blocks[0]!;
  return c.block.shape === "full" ? proved({ tag: c.tag, size: c.block.fields.length }) : unknown;
}

/**
 * The simple in field `index` of the block, when every block the value may be holds the same
 * simple there (in scope here), so that a load can be replaced by it.
 */
export function proveBlockField(env: TypingEnv, s: Simple, index: number): Simple | undefined {
  const t = typeOf(env, s);
  if (t.kind !== "variant") return undefined;
  const cases = blockCases(t);
  if (cases.length === 0) return undefined;
  let found: Simple | undefined;
  for (const b of cases) {
    const f = b.fields[index];
    if (f === undefined) return undefined;
    const simple = simpleOfFieldType(f);
    if (simple === undefined) return undefined;
    if (found === undefined) found = simple;
    else if (!proveEqual(env, found, simple)) return undefined;
  }
  return found === undefined ? undefined : inScopeOrUndefined(env, canonicalSimple(env, found));
}

/**
 * The block the value is, when it is known to be one block of one tag and size whose every field
 * `proveBlockField` pins down (a block built here, say): its tag and the simples in its fields.
 */
export function proveKnownBlock(env: TypingEnv, s: Simple): { readonly tag: number; readonly fields: readonly Simple[] } | undefined {
  const shape = proveUniqueTagAndSize(env, s);
  if (shape.kind !== "proved") return undefined;
  const fields: Simple[] = [];
  for (let i = 0; i < shape.value.size; i++) {
    const f = proveBlockField(env, s, i);
    if (f === undefined) return undefined;
    fields.push(f);
  }
  return { tag: shape.value.tag, fields };
}

function inScopeOrUndefined(env: TypingEnv, s: Simple): Simple | undefined {
  return isSimpleInScope(env, s) ? s : undefined;
}

/** The simple a field (or slot) type pins down: an alias, or a single constant. */
function simpleOfFieldType(f: Type): Simple | undefined {
  if (f.kind === "alias") return f.simple;
  if (f.kind === "naked_numbers" && f.values.length === 1) return { kind: "const", value: f.values[0]! };
  if (f.kind === "variant") {
    if (f.immediates !== "any" && f.immediates.length === 1 && f.blocks.length === 0 && f.otherTags === undefined) {
      return { kind: "const", value: taggedImmediate(f.immediates[0]!.value) };
    }
  }
  return undefined;
}

/** The type of field `index` when the value is a block of a single known shape (⊤ otherwise). */
export function blockFieldType(env: TypingEnv, s: Simple, index: number): Type | undefined {
  const t = typeOf(env, s);
  if (t.kind !== "variant") return undefined;
  const cases = blockCases(t);
  if (cases.length !== 1) return undefined;
  return cases[0]!.fields[index];
}

function closureType(env: TypingEnv, s: Simple): ClosuresType | "bottom" | undefined {
  const t = typeOf(env, s);
  if (t.kind === "bottom") return "bottom";
  return t.kind === "closures" ? t : undefined;
}

/** The code of the closure's own function slot (or of `slot` in its set). */
export function proveFunctionCode(env: TypingEnv, closure: Simple, slot?: FunctionSlot): Proof<FunctionInfo> {
  const c = closureType(env, closure);
  if (c === "bottom") return invalid;
  if (c === undefined) return unknown;
  const s = slot ?? c.functionSlot;
  if (s === undefined) return unknown;
  const f = c.functions.get(s);
  return f === undefined ? unknown : proved(f);
}

/** The function slot the closure is, when known. */
export function proveFunctionSlot(env: TypingEnv, closure: Simple): FunctionSlot | undefined {
  const c = closureType(env, closure);
  return c === undefined || c === "bottom" ? undefined : c.functionSlot;
}

/** The type of a value slot of the closure. */
export function valueSlotType(env: TypingEnv, closure: Simple, slot: ValueSlot): Type | undefined {
  const c = closureType(env, closure);
  return c === undefined || c === "bottom" ? undefined : c.valueSlots.get(slot);
}

/** The simple held in a value slot of the closure (to replace a projection). */
export function proveValueSlot(env: TypingEnv, closure: Simple, slot: ValueSlot): Simple | undefined {
  const t = valueSlotType(env, closure, slot);
  if (t === undefined) return undefined;
  const s = simpleOfFieldType(t);
  return s === undefined ? undefined : inScopeOrUndefined(env, canonicalSimple(env, s));
}

/** The closure of another slot of the same set (to replace a projection between slots). */
export function proveProjectedClosure(env: TypingEnv, closure: Simple, slot: FunctionSlot): Simple | undefined {
  const c = closureType(env, closure);
  if (c === undefined || c === "bottom") return undefined;
  if (c.functionSlot === slot) return inScopeOrUndefined(env, canonicalSimple(env, closure));
  const t = c.closures.get(slot);
  if (t === undefined) return undefined;
  const s = simpleOfFieldType(t);
  return s === undefined ? undefined : inScopeOrUndefined(env, canonicalSimple(env, s));
}

/** The string the value is, when known. */
export function proveString(env: TypingEnv, s: Simple): Proof<string> {
  const t = typeOf(env, s);
  if (t.kind === "bottom") return invalid;
  if (t.kind === "string" && t.contents !== undefined) return proved(t.contents);
  return unknown;
}

/** Whether the two simples are known to be the same value. */
export function proveEqual(env: TypingEnv, a: Simple, b: Simple): boolean {
  const ca = canonicalOf(env, a);
  const cb = canonicalOf(env, b);
  if (ca.kind === cb.kind && (ca.kind === "const" ? equalConsts(ca.value, (cb as typeof ca).value) : ca.name === (cb as { name: Name }).name)) {
    return true;
  }
  const ka = proveConstant(env, ca);
  const kb = proveConstant(env, cb);
  return ka !== undefined && kb !== undefined && equalConsts(ka, kb);
}

/**
 * Whether the arm of a switch on `scrutinee` for `value` may be taken: false when the
 * scrutinee is known not to be that value (or the environment is unreachable).
 */
export function isSwitchArmReachable(env: TypingEnv, scrutinee: Simple, value: number): boolean {
  if (env.bottom) return false;
  const t = typeOf(env, scrutinee);
  switch (t.kind) {
    case "bottom":
      return false;
    case "naked_numbers":
      return t.values.some((c) => c.value === value || (typeof c.value === "bigint" && c.value === BigInt(value)));
    case "variant":
      return t.immediates === "any" || t.immediates.some((c) => c.value === value);
    case "top":
    case "alias":
      return true;
    case "closures":
    case "string":
    case "boxed_number":
      return false;
    default: {
      const never: never = t;
      return never;
    }
  }
}

/**
 * The simple to use in place of `s` (alias rebinding): a constant when the value is known to be
 * one, else the canonical element of its class if the program can refer to it here, else some
 * other member of the class that it can refer to, else `s` itself.
 */
export function canonicalSimple(env: TypingEnv, s: Simple): Simple {
  // The hottest question Simplify asks (every argument of every operation): answered from the
  // binding of the simple and that of its canonical element, two lookups in all.
  if (s.kind === "const") return s;
  const b = bindingOf(env, s.name);
  if (b === undefined) return s;
  let c: Simple = s;
  let cb: Binding | undefined = b;
  if (b.type.kind === "alias") {
    c = b.type.simple;
    if (c.kind === "const") return c;
    cb = bindingOf(env, c.name);
  }
  // An unknown canonical name has type ⊤ and is out of scope.
  if (cb !== undefined) {
    const k = constantOfType(cb.type);
    if (k !== undefined) return { kind: "const", value: k };
    if (!cb.existential && (cb.isSymbol || cb.time >= env.scopeStart)) return c;
  }
  for (const m of membersOf(env, c.name)) if (isInScope(env, m)) return simpleOfName(env, m);
  return s;
}

/** The number inside a boxed number, when the value is known to be a box of one constant. */
export function proveBoxedConstant(env: TypingEnv, s: Simple): Const | undefined {
  const contents = proveBoxedContents(env, s);
  if (contents.kind !== "proved") return undefined;
  const t = contents.value;
  return t.kind === "alias" ? proveConstant(env, t.simple) : constantOfType(t);
}

/** The type of the number inside a boxed number (for unboxing), when the value is known to be one. */
export function proveBoxedContents(env: TypingEnv, s: Simple): Proof<Type> {
  const t = typeOf(env, s);
  if (t.kind === "bottom") return invalid;
  if (t.kind === "boxed_number") return proved(t.contents);
  return t.kind === "top" || t.kind === "alias" ? unknown : invalid;
}
