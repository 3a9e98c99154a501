// Calls to specialised copies (`specialise.ts`, `specialise_group.ts`): a call redirected to a
// copy, and the copies that earlier rounds made and bound, which later rounds' calls reuse.
import { apply, directCall, simpleSymbol, type Apply, type Simple, type ValueSlot } from "../../flambda/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import type { Specialised } from "./specialised.js";

export interface SpecialisedCall {
  readonly call: Apply;
  readonly copy: Specialised;
}

/**
 * The copy an earlier round made for one of `candidates` (a key and the group a copy made now
 * for it would be bound in), when that round bound it there and it still is: the call goes to it,
 * and this round binds nothing new. Such a copy is ordinary code of the unit now, simplified
 * again as the rest; it takes `arity` arguments, unless a later transformation changed that.
 */
export function earlierRoundCopy(dacc: DownwardAcc, candidates: readonly (readonly [string, number])[], arity: number): Specialised | undefined {
  const s = dacc.state;
  for (const [key, group] of candidates) {
    const c = dacc.earlierCopies.get(key);
    if (c === undefined) continue;
    const code = dacc.codes.get(c.code.codeId);
    const slots = [...(c.closureSlots?.values() ?? [])].reduce((n, l) => n + l.length - 1, 0);
    if (code === undefined || code.params.length !== arity + slots) continue;
    if (s.groupOfName(c.symbol) !== group || s.groupOfName(code.codeId) !== group) continue;
    const copy: Specialised = { ...c, code, group, firstRebuilt: undefined };
    s.addEarlierCopy(key, copy);
    return copy;
  }
  return undefined;
}

/**
 * The call to the copy: through its closure, without the arguments it no longer takes, the
 * unboxed ones as their fields (`fields`, known at the call), the closures it takes as their value
 * slots as the values of those (`slotValues`, known at the call).
 */
export function redirect(
  call: Apply,
  copy: Specialised,
  args: readonly Simple[],
  fields: ReadonlyMap<number, readonly Simple[]>,
  slotValues: ReadonlyMap<number, ReadonlyMap<ValueSlot, Simple>> = new Map(),
): Apply {
  const passed = (a: Simple, i: number): readonly Simple[] => {
    if (copy.dropped.includes(i)) return [];
    if (copy.unboxed.has(i)) return fields.get(i)!;
    const slots = copy.closureSlots?.get(i);
    return slots === undefined ? [a] : slots.map((s) => slotValues.get(i)!.get(s)!);
  };
  return apply({
    ...call,
    callee: simpleSymbol(copy.symbol),
    args: args.flatMap(passed),
    callKind: directCall(copy.code.codeId, copy.slot),
  });
}

