// Calls to specialised copies (`specialise.ts`, `specialise_group.ts`): a call redirected to a
// copy, and the copies that earlier rounds made and bound, which later rounds' calls reuse.
import { apply, directCall, simpleSymbol, type Apply, type Simple } from "../../flambda/index.js";
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
    if (code === undefined || code.params.length !== arity) continue;
    if (s.groupOfName(c.symbol) !== group || s.groupOfName(code.codeId) !== group) continue;
    const copy: Specialised = { ...c, code, group, firstRebuilt: undefined };
    s.addEarlierCopy(key, copy);
    return copy;
  }
  return undefined;
}

/**
 * The call to the copy: through its closure, without the arguments it no longer takes, the
 * unboxed ones as their fields (`fields`, known at the call).
 */
export function redirect(call: Apply, copy: Specialised, args: readonly Simple[], fields: ReadonlyMap<number, readonly Simple[]>): Apply {
  return apply({
    ...call,
    callee: simpleSymbol(copy.symbol),
    args: args.flatMap((a, i) => (copy.dropped.includes(i) ? [] : copy.unboxed.has(i) ? [...fields.get(i)!] : [a])),
    callKind: directCall(copy.code.codeId, copy.slot),
  });
}

