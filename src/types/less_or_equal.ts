// The order of the domain: `lessOrEqual(env, t1, t2)` holds when everything t2 says, t1 says
// too (t1 is at least as precise). It is sound but not complete (it may answer false for types
// that are equivalent through facts it does not explore); the tests use it to check that meet
// only adds information and join only removes it.
//
// Cyclic types (recursive closures) are handled coinductively: a pair of classes met again
// while being compared is assumed related.
import { equalConsts, equalSimples } from "../flambda/simple.js";
import { addExtension } from "./meet.js";
import { alias, fieldKindOfTag, top, typeOfConst, type BlockShape, type Type, type VariantType } from "./type_grammar.js";
import { canonicalOf, concreteTypeOf, isBottomEnv, isDefined, simpleOfName, type TypingEnv } from "./typing_env.js";
import { conjoinExtensions, isEmptyExtension, type TypingEnvExtension } from "./typing_env_extension.js";
import { extractCertainExtension } from "./type_traversal.js";
import { proveConstant } from "./provers.js";

/** For each type on the right, the classes on the left being compared with it. */
type Assumed = Map<Type, Set<string>>;

export function lessOrEqual(env: TypingEnv, t1: Type, t2: Type): boolean {
  return leq(env, t1, t2, new Map());
}

function leq(env: TypingEnv, t1: Type, t2: Type, assumed: Assumed): boolean {
  if (t2.kind === "top" || t1.kind === "bottom" || isBottomEnv(env)) return true;
  if (t2.kind === "bottom") return false;
  if (t2.kind === "alias") {
    const c2 = canonicalOf(env, t2.simple);
    if (t1.kind === "alias") {
      const c1 = canonicalOf(env, t1.simple);
      if (equalSimples(c1, c2)) return true;
      const k1 = proveConstant(env, c1);
      const k2 = proveConstant(env, c2);
      return k1 !== undefined && k2 !== undefined && equalConsts(k1, k2);
    }
    // A concrete type is only as precise as an alias when both pin down the same constant.
    const k2 = proveConstant(env, c2);
    return k2 !== undefined && leq(env, t1, typeOfConst(k2), assumed);
  }
  if (t1.kind === "alias") {
    const c1 = canonicalOf(env, t1.simple);
    if (c1.kind === "const") return leq(env, typeOfConst(c1.value), t2, assumed);
    let names = assumed.get(t2);
    if (names === undefined) {
      names = new Set();
      assumed.set(t2, names);
    }
    if (names.has(c1.name)) return true;
    names.add(c1.name);
    const r = leq(env, concreteTypeOf(env, c1), t2, assumed);
    names.delete(c1.name);
    return r;
  }
  if (t1.kind === "top") return false;
  return leqConcrete(env, t1, t2, assumed);
}

/** Whether the extension's equations hold in `env`. */
function extensionHolds(env: TypingEnv, ext: TypingEnvExtension, assumed: Assumed): boolean {
  for (const q of ext.equations) {
    if (!isDefined(env, q.name)) return false;
    if (!leq(env, alias(simpleOfName(env, q.name), q.type.ofKind), q.type, assumed)) return false;
  }
  return true;
}

/** Shape b1 (holding in env under its extension) is at least as precise as b2. */
function leqShape(env: TypingEnv, b1: BlockShape, b2: BlockShape, tag: number | undefined, assumed: Assumed): boolean {
  if (b2.shape === "full" && (b1.shape !== "full" || b1.fields.length !== b2.fields.length)) return false;
  if (b1.shape === "full" && b1.fields.length < b2.fields.length) return false;
  // What b1 says for certain (its extension, and those of its single-case fields) holds here.
  let known = b1.extension;
  for (const f of b1.fields) known = conjoinExtensions(known, extractCertainExtension(f).extension);
  const e = isEmptyExtension(known) ? env : addExtension(env, known);
  if (isBottomEnv(e)) return true;
  for (let i = 0; i < b2.fields.length; i++) {
    const f1 = b1.fields[i] ?? top(fieldKindOfTag(tag));
    if (!leq(e, f1, b2.fields[i]!, assumed)) return false;
  }
  return isEmptyExtension(b2.extension) || extensionHolds(e, b2.extension, assumed);
}

/** A case whose extension contradicts the environment describes no value. */
function isVacuous(env: TypingEnv, ext: TypingEnvExtension): boolean {
  return !isEmptyExtension(ext) && isBottomEnv(addExtension(env, ext));
}

function leqVariant(env: TypingEnv, v1: VariantType, v2: VariantType, assumed: Assumed): boolean {
  if (v1.immediates === "any") {
    if (v2.immediates !== "any") return false;
  } else {
    for (const c of v1.immediates) {
      if (v2.immediates === "any" || isVacuous(env, c.extension)) continue;
      const d = v2.immediates.find((x) => x.value === c.value);
      if (d === undefined) return false;
      if (!isEmptyExtension(d.extension)) {
        const e = addExtension(env, c.extension);
        if (!extensionHolds(e, d.extension, assumed)) return false;
      }
    }
  }
  for (const c of v1.blocks) {
    if (isVacuous(env, c.block.extension)) continue;
    const b2 = v2.blocks.find((x) => x.tag === c.tag)?.block ?? v2.otherTags;
    if (b2 === undefined || !leqShape(env, c.block, b2, c.tag, assumed)) return false;
  }
  if (v1.otherTags !== undefined && !isVacuous(env, v1.otherTags.extension)) {
    // The other tags of v1 include the tags v2 lists that v1 does not.
    if (v2.otherTags === undefined || !leqShape(env, v1.otherTags, v2.otherTags, undefined, assumed)) return false;
    for (const c of v2.blocks) {
      if (v1.blocks.some((x) => x.tag === c.tag)) continue;
      if (!leqShape(env, v1.otherTags, c.block, c.tag, assumed)) return false;
    }
  }
  return true;
}

function leqConcrete(env: TypingEnv, t1: Type, t2: Type, assumed: Assumed): boolean {
  switch (t2.kind) {
    case "naked_numbers":
      return t1.kind === "naked_numbers" && t1.values.every((c) => t2.values.some((d) => equalConsts(c, d)));
    case "variant":
      return t1.kind === "variant" && leqVariant(env, t1, t2, assumed);
    case "closures": {
      if (t1.kind !== "closures") return false;
      if (t2.functionSlot !== undefined && t1.functionSlot !== t2.functionSlot) return false;
      for (const [slot, f] of t2.functions) if (t1.functions.get(slot)?.codeId !== f.codeId) return false;
      for (const [slot, t] of t2.closures) {
        const u = t1.closures.get(slot);
        if (u === undefined ? t.kind !== "top" : !leq(env, u, t, assumed)) return false;
      }
      for (const [slot, t] of t2.valueSlots) {
        const u = t1.valueSlots.get(slot);
        if (u === undefined ? t.kind !== "top" : !leq(env, u, t, assumed)) return false;
      }
      return true;
    }
    case "string":
      return t1.kind === "string" && t1.length === t2.length && (t2.contents === undefined || t1.contents === t2.contents);
    case "boxed_number":
      return t1.kind === "boxed_number" && t1.numberKind === t2.numberKind && leq(env, t1.contents, t2.contents, assumed);
    case "top":
    case "bottom":
    case "alias":
      return leq(env, t1, t2, assumed);
    default: {
      const never: never = t2;
      return never;
    }
  }
}
