// What a specialised copy may know of a closure argument (`specialise.ts`, `specialise_group.ts`).
import { printSimple, type CodeId, type FunctionSlot, type Simple, type ValueSlot } from "../../flambda/index.js";
import {
  alias,
  canonicalSimple,
  closures as closuresType,
  concreteTypeOf,
  proveFunctionCode,
  proveFunctionSlot,
  type Type,
  type TypingEnv,
} from "../../types/index.js";

/**
 * An invariant argument, or a field of an unboxed one, known at the call to be a closure: its
 * type in the copy (its code, and those of its value slots that hold a constant, a symbol or, in
 * turn, a closure of known code; the rest of its environment is unknown), a text that identifies
 * that knowledge (for sharing copies) and the names it mentions (which decide where the copy is
 * bound).
 */
export interface KnownClosure {
  readonly codeId: CodeId;
  /** The function slot the closure is. */
  readonly slot: FunctionSlot;
  /** The value slots whose values are known here, as simples in scope (what a copy may be passed instead, `closure_slots.ts`). */
  readonly slotValues: ReadonlyMap<ValueSlot, Simple>;
  readonly type: Type;
  readonly key: string;
  readonly names: readonly string[];
}

/** How deep the value slots of a known closure are followed (closures in closures). */
export const knownClosureDepth = 2;

/** What is known of a closure `a` (see `KnownClosure`), naming only what `bindable` allows. */
export function knownClosure(env: TypingEnv, a: Simple, depth: number, bindable: (name: string) => boolean): KnownClosure | undefined {
  const info = proveFunctionCode(env, a);
  const slot = proveFunctionSlot(env, a);
  if (info.kind !== "proved" || slot === undefined || !bindable(info.value.codeId)) return undefined;
  const codeId = info.value.codeId;
  const names: string[] = [codeId];
  const keys: string[] = [];
  const valueSlots = new Map<ValueSlot, Type>();
  const slotValues = new Map<ValueSlot, Simple>();
  const t = concreteTypeOf(env, a);
  if (t.kind === "closures") {
    for (const [vs, vt] of t.valueSlots) {
      if (vt.kind !== "alias") continue;
      const v = canonicalSimple(env, vt.simple);
      slotValues.set(vs, v);
      if (v.kind === "const" || (v.kind === "symbol" && bindable(v.name))) {
        if (v.kind === "symbol") names.push(v.name);
        valueSlots.set(vs, alias(v, vt.ofKind));
        keys.push(`${vs}=${printSimple(v)}`);
      } else if (depth > 0) {
        const inner = v.kind === "var" ? knownClosure(env, v, depth - 1, bindable) : undefined;
        if (inner === undefined) continue;
        names.push(...inner.names);
        valueSlots.set(vs, inner.type);
        keys.push(`${vs}=(${inner.key})`);
      }
    }
  }
  const type = closuresType({ functionSlot: slot, functions: new Map([[slot, { codeId, summary: undefined }]]), valueSlots });
  return { codeId, slot, slotValues, type, key: `${codeId}/${slot}${keys.length === 0 ? "" : " " + keys.join(" ")}`, names };
}

