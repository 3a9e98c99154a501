// `Code` (Flambda 2): a function body separated from any closure. Code is bound to a code id by
// a static `Let` and sets of closures refer to it by that id. It is closed: its free names are
// its parameters, `myClosure` (the closure it was called through, to reach value slots and the
// other functions of its set), symbols and code ids; nothing else.
import type { Location } from "../common/location.js";
import type { Expr } from "./expr.js";
import type { Kind } from "./kinds.js";
import type { CodeId, Continuation, Variable } from "./names.js";
import { exprSize } from "./size.js";

export interface Param {
  readonly name: Variable;
  readonly kind: Kind;
}

export function param(name: Variable, kind: Kind = "value"): Param {
  return { name, kind };
}

/** `[@inline]` on a function declaration: `available` is `[@inline available]` (may be inlined if asked). */
export type InlineAttribute = "default" | "always" | "never" | "hint" | "available";
/** `[@specialise]` on a function declaration. */
export type SpecialiseAttribute = "default" | "always" | "never";
/** `[@local]`: whether the function may be turned into a local continuation. */
export type LocalAttribute = "default" | "always" | "never";

export interface CodeAttributes {
  readonly inline: InlineAttribute;
  readonly specialise: SpecialiseAttribute;
  readonly isAFunctor: boolean;
  /** `[@unrolled n]` on a recursive function: how many times it may still be unrolled. */
  readonly unrollLimit: number | undefined;
  readonly local: LocalAttribute;
  /** A wrapper made up by the compiler (partial application, currying), always worth inlining. */
  readonly stub: boolean;
  /**
   * A stub made by the removal of unused arguments (`-remove-unused-arguments`): the call it
   * makes is not inlined into it; it is inlined into its callers.
   */
  readonly wrapper: boolean;
  /**
   * The function is bound by a `let` and its name occurs once in the unit, as the function of a
   * call with all its arguments: inlining it there removes its definition, so the code does not
   * grow.
   */
  readonly calledOnce: boolean;
  /**
   * `[@flambe.identity]`: the user asks Simplify to prove, by induction on the argument, that
   * the function returns its argument (`simplify/constructs/identity_induction.ts`). Absent
   * unless asked.
   */
  readonly identity?: boolean;
}

export const defaultCodeAttributes: CodeAttributes = {
  inline: "default",
  specialise: "default",
  isAFunctor: false,
  unrollLimit: undefined,
  local: "default",
  stub: false,
  wrapper: false,
  calledOnce: false,
};

export interface CodeDebuginfo {
  /** The function's name as the user wrote it (or made up, e.g. `anon_fn[a.ml:3,4--20]`). */
  readonly name: string;
  readonly loc: Location | undefined;
}

export interface Code {
  readonly codeId: CodeId;
  readonly params: readonly Param[];
  readonly returnContinuation: Continuation;
  readonly exnContinuation: Continuation;
  readonly myClosure: Variable;
  readonly body: Expr;
  /** The kinds of the values the return continuation receives. */
  readonly resultArity: readonly Kind[];
  readonly recursive: boolean;
  readonly attributes: CodeAttributes;
  /** An estimate of the size of the body (what inlining it costs), see `size.ts`. */
  readonly size: number;
  readonly dbg: CodeDebuginfo;
}

export interface CodeFields {
  readonly codeId: CodeId;
  readonly params: readonly Param[];
  readonly returnContinuation: Continuation;
  readonly exnContinuation: Continuation;
  readonly myClosure: Variable;
  readonly body: Expr;
  readonly resultArity?: readonly Kind[];
  readonly recursive?: boolean;
  readonly attributes?: Partial<CodeAttributes>;
  /** Computed from the body when absent. */
  readonly size?: number;
  readonly dbg?: Partial<CodeDebuginfo>;
}

export function code(f: CodeFields): Code {
  return {
    codeId: f.codeId,
    params: [...f.params],
    returnContinuation: f.returnContinuation,
    exnContinuation: f.exnContinuation,
    myClosure: f.myClosure,
    body: f.body,
    resultArity: [...(f.resultArity ?? ["value"])],
    recursive: f.recursive ?? false,
    attributes: { ...defaultCodeAttributes, ...(f.attributes ?? {}) },
    size: f.size ?? exprSize(f.body),
    dbg: { name: f.dbg?.name ?? f.codeId, loc: f.dbg?.loc },
  };
}

/** The same code with a new body (its size recomputed). */
export function withCodeBody(c: Code, body: Expr): Code {
  return { ...c, body, size: exprSize(body) };
}
