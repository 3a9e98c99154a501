// The wrapper of a function split in two (manual sections 21.10.3 and 21.9.3): code with the
// function's code id and parameters whose body calls the worker, the rest of the function. It is
// a stub (inlined at every direct call) marked `wrapper`: the call it makes is not inlined into
// it, and inlining it does not count as a level of inlining.
import { code as makeCode, stemOf, type Code, type CodeId, type Continuation, type Expr, type Param, type Variable } from "../../flambda/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";

export interface WrapperFrame {
  /** The wrapper's parameters: fresh names for the function's, in order, of the same kinds. */
  readonly params: readonly Param[];
  readonly myClosure: Variable;
  readonly ret: Continuation;
  readonly exn: Continuation;
}

/** The function's code, same parameters, with the body `body` makes (same id unless `codeId` is given). */
export function wrapperCode(dacc: DownwardAcc, c: Code, body: (frame: WrapperFrame) => Expr, codeId: CodeId = c.codeId): Code {
  const names = dacc.names;
  const frame: WrapperFrame = {
    params: c.params.map((p) => ({ name: names.variable(stemOf(p.name)), kind: p.kind })),
    myClosure: names.variable("my_closure"),
    ret: names.continuation(stemOf(c.returnContinuation)),
    exn: names.continuation(stemOf(c.exnContinuation)),
  };
  return makeCode({
    codeId,
    params: frame.params,
    returnContinuation: frame.ret,
    exnContinuation: frame.exn,
    myClosure: frame.myClosure,
    body: body(frame),
    resultArity: c.resultArity,
    recursive: false,
    attributes: { isAFunctor: c.attributes.isAFunctor, stub: true, wrapper: true },
    dbg: c.dbg,
  });
}
