// Unboxing of closures (manual section 21.9.3), with `-unbox-closures`: a function that reads
// values from its closure takes them as arguments instead. It is split in two. The worker is the
// body with one more parameter per value slot it reads, and no closure to read from: its set of
// closures is constant, bound statically beside the function's code. The function keeps its code
// id, but its code becomes a wrapper that reads the slots and calls the worker with them. The
// wrapper is a stub, inlined at every direct call, where the slots' values are usually known:
// the call then passes them, and a closure only called directly is no longer needed, nor
// allocated (`let f x = let g y = x + y in (g [@inlined never]) 42`). An indirect call goes
// through the wrapper, unless the function is small: when its size is at most
// `-unbox-closures-factor` (10 by default) times the number of slots it reads, it is duplicated
// instead. The function keeps its code, for indirect calls, and the wrapper gets a new code id:
// it stands in for the function at direct calls only (a direct call surrogate). Such a function
// is split again in each round (its code still reads its closure); a worker no call uses any more
// goes with its group's unused constants.
//
// Only code that uses its closure for nothing but reading value slots of one function slot and
// making direct recursive calls through itself is split (a function of a mutually recursive set
// that reaches its siblings is not). Every closure with the code, wherever allocated, has those
// slots, so the wrapper may replace the code everywhere. A wrapper is never split again.
import {
  apply,
  boundCode,
  boundStaticClosures,
  directCall,
  forEachExpr,
  functionDecl,
  let_,
  boundSingleton,
  namedPrim,
  namedSimple,
  simplesOfNode,
  setOfClosures,
  simpleSymbol,
  simpleVar,
  stemOf,
  staticCode,
  staticSetOfClosures,
  unary,
  type Apply,
  type BoundStatic,
  type Code,
  type CodeId,
  type Expr,
  type FunctionSlot,
  type Kind,
  type Named,
  type Simple,
  type StaticConst,
  type Symbol,
  type ValueSlot,
  type Variable,
} from "../../flambda/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import { codeOfFrame, freshen, freshFrame, isCopyable } from "../inlining/freshen.js";
import { wrapperCode } from "./wrapper.js";

/** The value slots a code reads from its closure, all through one function slot. */
interface ClosureReads {
  readonly from: FunctionSlot;
  readonly slots: readonly { readonly slot: ValueSlot; readonly kind: Kind }[];
}

/** What `c` reads from its closure, when that is all it does with it (see the header); else undefined. */
export function closureReads(c: Code): ClosureReads | undefined {
  const me = c.myClosure;
  let from: FunctionSlot | undefined;
  const slots: { slot: ValueSlot; kind: Kind }[] = [];
  let ok = true;
  const isMe = (s: Simple): boolean => s.kind === "var" && s.name === me;
  forEachExpr(c.body, { intoCode: false }, (e) => {
    if (!ok) return;
    if (e.kind === "let" && e.named.kind === "prim") {
      const p = e.named.prim;
      if (p.kind === "unary" && p.op.kind === "project_value_slot" && isMe(p.arg)) {
        if (from !== undefined && from !== p.op.from) ok = false;
        from = p.op.from;
        const op = p.op;
        if (!slots.some((s) => s.slot === op.slot)) slots.push({ slot: op.slot, kind: op.slotKind });
        return;
      }
    }
    if (e.kind === "let" && e.named.kind === "static_consts") ok = false;
    else if (e.kind === "apply" && e.callKind.kind === "direct" && e.callKind.codeId === c.codeId) {
      // A recursive call through the closure itself.
      if (e.args.some(isMe)) ok = false;
    } else if (simplesOfNode(e).some(isMe)) ok = false;
  });
  return ok && from !== undefined ? { from, slots } : undefined;
}

/**
 * The static group with each of its functions that reads its closure split into wrapper and
 * worker: the wrapper in the code's place, the worker's code and constant closure added.
 * Undefined when nothing is split.
 */
export function unboxClosures(
  dacc: DownwardAcc,
  bindings: readonly BoundStatic[],
  consts: readonly StaticConst[],
): { bindings: BoundStatic[]; consts: StaticConst[] } | undefined {
  const outBindings = [...bindings];
  const outConsts = [...consts];
  let changed = false;
  consts.forEach((k, i) => {
    if (k.kind !== "code") return;
    const c = k.code;
    if (c.attributes.stub || !isCopyable(c.body)) return;
    const reads = closureReads(c);
    if (reads === undefined) return;
    const names = dacc.names;
    const workerId = names.codeId(stemOf(c.codeId)) as CodeId;
    const workerSlot = names.functionSlot(stemOf(c.codeId)) as FunctionSlot;
    const workerSymbol = names.symbol(stemOf(c.codeId)) as Symbol;
    if (c.size <= dacc.options.unboxClosuresFactor * reads.slots.length) {
      // Small: the code stays for indirect calls; direct calls inline the surrogate.
      const surrogate = wrapper(dacc, c, reads, workerId, workerSlot, workerSymbol, names.codeId(stemOf(c.codeId)) as CodeId);
      outBindings.push(boundCode(surrogate.codeId));
      outConsts.push(staticCode(surrogate));
      dacc.surrogates.set(c.codeId, surrogate.codeId);
    } else outConsts[i] = staticCode(wrapper(dacc, c, reads, workerId, workerSlot, workerSymbol));
    outBindings.push(boundCode(workerId), boundStaticClosures([workerSymbol]));
    outConsts.push(staticCode(worker(dacc, c, reads, workerId, workerSlot, workerSymbol)));
    outConsts.push(staticSetOfClosures(setOfClosures([functionDecl(workerSlot, workerId)])));
    changed = true;
  });
  return changed ? { bindings: outBindings, consts: outConsts } : undefined;
}

/** The function's code as a wrapper: the slots read from its closure, passed with the arguments. */
function wrapper(
  dacc: DownwardAcc,
  c: Code,
  reads: ClosureReads,
  workerId: CodeId,
  workerSlot: FunctionSlot,
  workerSymbol: Symbol,
  codeId: CodeId = c.codeId,
): Code {
  return wrapperCode(
    dacc,
    c,
    ({ params, myClosure, ret, exn }) => {
    const values = reads.slots.map((s) => dacc.names.variable(stemOf(s.slot)));
    let body: Expr = apply({
      callee: simpleSymbol(workerSymbol),
      args: [...params.map((p) => simpleVar(p.name)), ...values.map(simpleVar)],
      continuation: ret,
      exnContinuation: exn,
      callKind: directCall(workerId, workerSlot),
    });
    for (let j = reads.slots.length - 1; j >= 0; j--) {
      const s = reads.slots[j]!;
      const read = unary({ kind: "project_value_slot", from: reads.from, slot: s.slot, slotKind: s.kind }, simpleVar(myClosure));
      body = let_(boundSingleton(values[j]!, s.kind), namedPrim(read), body);
    }
    return body;
    },
    codeId,
  );
}

/** The function's body taking the slots' values as parameters, its recursive calls made to itself. */
function worker(dacc: DownwardAcc, c: Code, reads: ClosureReads, workerId: CodeId, workerSlot: FunctionSlot, workerSymbol: Symbol): Code {
  const names = dacc.names;
  const subst = new Map<string, Simple | string>();
  const frame = freshFrame(c, subst, names);
  const myClosure = frame.myClosure;
  const slotParams = new Map<ValueSlot, Variable>();
  for (const s of reads.slots) slotParams.set(s.slot, names.variable(stemOf(s.slot)));
  const isMe = (s: Simple | undefined): boolean => s !== undefined && s.kind === "var" && s.name === myClosure;
  // A read of a slot is its parameter; a recursive call passes the parameters on.
  const slotRead = (copied: Named): Named => {
    if (copied.kind !== "prim" || copied.prim.kind !== "unary") return copied;
    const p = copied.prim;
    if (p.op.kind !== "project_value_slot" || !isMe(p.arg)) return copied;
    return namedSimple(simpleVar(slotParams.get(p.op.slot)!));
  };
  const selfCall = (a: Apply): Expr =>
    a.callKind.kind === "direct" && a.callKind.codeId === c.codeId && isMe(a.callee)
      ? apply({
          ...a,
          callee: simpleSymbol(workerSymbol),
          args: [...a.args, ...reads.slots.map((s) => simpleVar(slotParams.get(s.slot)!))],
          callKind: directCall(workerId, workerSlot),
        })
      : a;
  const slotParamList = reads.slots.map((s) => ({ name: slotParams.get(s.slot)!, kind: s.kind }));
  return codeOfFrame(c, workerId, frame, freshen(c.body, subst, names, [], selfCall, slotRead), [...frame.params, ...slotParamList]);
}
