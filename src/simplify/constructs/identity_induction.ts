// `[@flambe.identity]`: a function the user asks to be recognised as the identity (seed 000's
// recursive identities, `let[@flambe.identity] rec id = function [] -> [] | x :: r -> x :: id r`).
//
// The proof is an induction on the argument, restricted as the seed's safe variant restricts it:
// a copy of the body is simplified assuming that a call of the function itself is the identity
// only on a value smaller than the parameter, one loaded from an immutable field of the
// parameter or of a smaller value (`isSmaller`). If the copy then comes down to returning the
// parameter and doing nothing else, the function is the identity on every value on which its
// recursion is well founded (every acyclic value): its body becomes `return p`. Otherwise the
// copy is dropped and the function is simplified as any other.
//
// The restriction keeps the result type-safe: a call on the parameter itself (`bug (B x)`), or
// on a value built here, is not assumed to be anything, so a function that would return a value
// of another type than its argument's through such a call is not changed. What the attribute
// does change is what happens on a cyclic value (or one deep enough to overflow the stack):
// where the function looped, or overflowed, the identity returns. That is the promise the
// attribute makes, which is why it is never assumed without it.
import {
  applyCont,
  code as makeCode,
  noDebuginfo,
  simpleVar,
  type Code,
  type Simple,
  type Variable,
} from "../../flambda/index.js";
import type { Context } from "../env/context.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { codeOfFrame, freshen, freshFrame, isCopyable } from "../inlining/freshen.js";
import { simplifyCodeApart } from "./simplify_code.js";

/** How many loads deep `isSmaller` follows a value (a value's loads are bound before it: no cycle). */
const maxProjectionDepth = 1000;

/** Whether `s` is loaded from an immutable field of `param`, or of a value so loaded. */
export function isSmaller(dacc: DownwardAcc, s: Simple, param: Variable): boolean {
  let cur = s;
  for (let i = 0; i < maxProjectionDepth; i++) {
    if (cur.kind !== "var") return false;
    const load = dacc.loads.get(cur.name);
    if (load === undefined) return false;
    if (load.block.kind === "var" && load.block.name === param) return true;
    cur = load.block;
  }
  return false;
}

/**
 * For a code marked `[@flambe.identity]` of one value parameter and one value result: the code
 * returning its parameter when the induction proves it is the identity, else undefined. The
 * attempt is made on a copy with fresh names, in a layer of the round's state that is dropped.
 */
export function provedIdentity(ctx: Context, c: Code, denv: DownwardEnv): Code | undefined {
  if (c.attributes.identity !== true) return undefined;
  if (c.params.length !== 1 || c.params[0]!.kind !== "value" || c.resultArity.length !== 1 || c.resultArity[0] !== "value") return undefined;
  if (!isCopyable(c.body)) return undefined;
  const dacc = ctx.dacc;
  const subst = new Map<string, Simple | string>();
  const frame = freshFrame(c, subst, dacc.names);
  const copy = codeOfFrame(c, c.codeId, frame, freshen(c.body, subst, dacc.names, noDebuginfo));
  const param = frame.params[0]!.name;
  const outer = dacc.identityHypothesis;
  let simplified: Code | undefined;
  dacc.identityHypothesis = { codeId: c.codeId, param };
  try {
    dacc.inLayer(() => {
      simplified = simplifyCodeApart(ctx, copy, denv);
    });
  } finally {
    dacc.identityHypothesis = outer;
    // What the copy returns was found under the hypothesis: no call may know it as the code's.
    dacc.summaries.delete(c.codeId);
  }
  const body = simplified?.body;
  if (
    body === undefined ||
    body.kind !== "apply_cont" ||
    body.cont !== frame.ret ||
    body.trap !== undefined ||
    body.args.length !== 1 ||
    body.args[0]!.kind !== "var" ||
    body.args[0]!.name !== param
  ) {
    return undefined;
  }
  // The code no longer calls itself.
  return makeCode({
    codeId: c.codeId,
    params: c.params,
    returnContinuation: c.returnContinuation,
    exnContinuation: c.exnContinuation,
    myClosure: c.myClosure,
    body: applyCont(c.returnContinuation, [simpleVar(c.params[0]!.name)]),
    resultArity: c.resultArity,
    recursive: false,
    attributes: c.attributes,
    dbg: c.dbg,
  });
}
