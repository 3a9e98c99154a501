// Removal of unused arguments (manual section 21.10.3), with `-remove-unused-arguments`: a
// function with parameters its body does not use (or only passes, at the same position, to its
// own recursive calls) is split in two. The worker is the body without those parameters; the
// function keeps its code id, but its code becomes a wrapper that takes every argument and calls
// the worker with the used ones. The wrapper is a stub, so it is inlined at every direct call
// site: such calls then pass only the used arguments. An indirect call goes through the wrapper.
//
// Only functions whose set of closures is allocated statically, once (toplevel functions,
// closed local functions lifted to a symbol), are split: the worker is bound beside the function
// in the same set, under a new function slot with its own symbol, and every closure with the old
// code is then that symbol's. In the worker, the function's own closure is named by the
// wrapper's symbol (the value the program knew), so projections from it and uses of the
// function as a value are unchanged; its recursive calls go to the worker directly. The worker
// keeps the function's name and attributes; a wrapper is never split again.
import {
  apply,
  directCall,
  forEachExpr,
  simplesOfNode,
  simpleSymbol,
  simpleVar,
  stemOf,
  staticCode,
  staticSetOfClosures,
  setOfClosures,
  functionDecl,
  boundCode,
  boundStaticClosures,
  type Apply,
  type BoundStatic,
  type Code,
  type CodeId,
  type Expr,
  type FunctionSlot,
  type Simple,
  type StaticConst,
  type Symbol,
} from "../../flambda/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import { codeOfFrame, freshen, freshFrame, isCopyable } from "../inlining/freshen.js";
import { wrapperCode } from "./wrapper.js";

/**
 * Per parameter of `c`: whether the body can do without it. A parameter is used when it appears
 * anywhere but as the argument, at its own position, of a direct call of `c` itself.
 */
export function unusedParams(c: Code): boolean[] {
  const used = new Set<string>();
  forEachExpr(c.body, { intoCode: false }, (e) => {
    const self = e.kind === "apply" && e.callKind.kind === "direct" && e.callKind.codeId === c.codeId && e.args.length === c.params.length;
    if (!self) {
      for (const s of simplesOfNode(e)) if (s.kind !== "const") used.add(s.name);
      return;
    }
    if (e.callee !== undefined && e.callee.kind !== "const") used.add(e.callee.name);
    e.args.forEach((a, i) => {
      if (a.kind !== "const" && a.name !== c.params[i]!.name) used.add(a.name);
    });
  });
  const unused = c.params.map((p) => !used.has(p.name));
  // A function keeps at least one parameter (OCaml functions take one or more).
  if (unused.every((u) => u)) unused[0] = false;
  return unused;
}

/**
 * The static group with every function that can be split split: its code replaced by the wrapper,
 * the worker's code added, and the worker added to the function's set with a symbol of its own.
 * Undefined when nothing is split.
 */
export function splitUnusedArguments(
  dacc: DownwardAcc,
  bindings: readonly BoundStatic[],
  consts: readonly StaticConst[],
  allocations: ReadonlyMap<CodeId, number>,
): { bindings: BoundStatic[]; consts: StaticConst[] } | undefined {
  const codeIndex = new Map<CodeId, number>();
  consts.forEach((c, i) => {
    if (c.kind === "code") codeIndex.set(c.code.codeId, i);
  });
  const outBindings = [...bindings];
  const outConsts = [...consts];
  let changed = false;
  consts.forEach((k, si) => {
    const b = bindings[si]!;
    if (k.kind !== "set_of_closures" || b.kind !== "set_of_closures") return;
    const decls = [...k.set.functionDecls];
    const symbols = [...b.symbols];
    k.set.functionDecls.forEach((d, j) => {
      const ci = codeIndex.get(d.codeId);
      if (ci === undefined || allocations.get(d.codeId) !== 1) return;
      const c = (consts[ci] as Extract<StaticConst, { kind: "code" }>).code;
      if (c.attributes.stub || !isCopyable(c.body)) return;
      const unused = unusedParams(c);
      if (!unused.some((u) => u)) return;
      const names = dacc.names;
      const workerId = names.codeId(stemOf(c.codeId)) as CodeId;
      const workerSlot = names.functionSlot(stemOf(d.slot)) as FunctionSlot;
      const workerSymbol = names.symbol(stemOf(symbols[j]!)) as Symbol;
      outConsts[ci] = staticCode(wrapper(dacc, c, unused, workerId, workerSlot, workerSymbol));
      outBindings.push(boundCode(workerId));
      outConsts.push(staticCode(worker(dacc, c, unused, symbols[j]!, workerId, workerSlot, workerSymbol)));
      decls.push(functionDecl(workerSlot, workerId));
      symbols.push(workerSymbol);
      changed = true;
    });
    if (decls.length === k.set.functionDecls.length) return;
    outConsts[si] = staticSetOfClosures(setOfClosures(decls, k.set.valueSlots));
    outBindings[si] = boundStaticClosures(symbols);
  });
  return changed ? { bindings: outBindings, consts: outConsts } : undefined;
}

/** The function's code as a wrapper: every parameter taken, the used ones passed to the worker. */
function wrapper(dacc: DownwardAcc, c: Code, unused: readonly boolean[], workerId: CodeId, workerSlot: FunctionSlot, workerSymbol: Symbol): Code {
  return wrapperCode(dacc, c, ({ params, ret, exn }) =>
    // No location of its own: inlined, it takes the call site's.
    apply({
      callee: simpleSymbol(workerSymbol),
      args: params.filter((_, i) => !unused[i]).map((p) => simpleVar(p.name)),
      continuation: ret,
      exnContinuation: exn,
      callKind: directCall(workerId, workerSlot),
    }),
  );
}

/** The function's body without the unused parameters, its recursive calls made to itself. */
function worker(
  dacc: DownwardAcc,
  c: Code,
  unused: readonly boolean[],
  symbol: Symbol,
  workerId: CodeId,
  workerSlot: FunctionSlot,
  workerSymbol: Symbol,
): Code {
  const names = dacc.names;
  const subst = new Map<string, Simple | string>();
  // The closure the program knew the function by: the wrapper's.
  subst.set(c.myClosure, simpleSymbol(symbol));
  const frame = freshFrame(c, subst, names, (i) => !unused[i]);
  const selfCall = (a: Apply): Expr =>
    a.callKind.kind === "direct" && a.callKind.codeId === c.codeId && a.args.length === c.params.length
      ? apply({ ...a, callee: simpleSymbol(workerSymbol), args: a.args.filter((_, i) => !unused[i]), callKind: directCall(workerId, workerSlot) })
      : a;
  return codeOfFrame(c, workerId, frame, freshen(c.body, subst, names, [], selfCall));
}
