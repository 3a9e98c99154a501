// `Expr`: the CPS term language of Flambda 2, exactly six forms (seed 001). Control never
// "returns" from an expression: it ends in an `Apply` (which passes its result to a
// continuation), an `Apply_cont`, a `Switch` (which picks an `Apply_cont`) or `Invalid`.
// Exception handlers are continuations too; raising is an `Apply_cont` to one of them.
import type { BoundPattern } from "./bound_pattern.js";
import type { Param, SpecialiseAttribute } from "./code.js";
import type { Location } from "../common/location.js";
import type { Debuginfo } from "./debuginfo.js";
import { noDebuginfo } from "./debuginfo.js";
import type { Kind } from "./kinds.js";
import type { CodeId, Continuation, FunctionSlot } from "./names.js";
import type { Named } from "./named.js";
import type { Simple } from "./simple.js";

export type Expr = Let | LetCont | Apply | ApplyCont | Switch | Invalid;

export interface Let {
  readonly kind: "let";
  readonly bound: BoundPattern;
  readonly named: Named;
  readonly body: Expr;
}

/** A continuation handler: `params` receive the arguments of each `Apply_cont` to `cont`. */
export interface ContHandler {
  readonly cont: Continuation;
  readonly params: readonly Param[];
  /** Whether this continuation is an exception handler (the target of `push` trap actions and raises). */
  readonly isExnHandler: boolean;
  readonly handler: Expr;
}

/**
 * Binds continuations in `body`. A non-recursive `Let_cont` has exactly one handler, which does
 * not see itself; a recursive one binds a group of handlers that all see each other (loops).
 */
export interface LetCont {
  readonly kind: "let_cont";
  readonly recursive: boolean;
  readonly handlers: readonly ContHandler[];
  readonly body: Expr;
}

export type CallKind =
  /** A call to known code through one of the closures of its set (the callee). */
  | { readonly kind: "direct"; readonly codeId: CodeId; readonly functionSlot: FunctionSlot }
  /** An OCaml function call whose callee is unknown but whose arity matches the arguments exactly. */
  | { readonly kind: "indirect_known_arity"; readonly paramArity: readonly Kind[]; readonly returnArity: readonly Kind[] }
  /** An OCaml function call that may be a partial or an over-application (OCaml's `caml_applyN`). */
  | { readonly kind: "indirect_unknown_arity" }
  /** A call to an external (runtime) function by name. The callee is absent. */
  | {
      readonly kind: "c_call";
      readonly name: string;
      readonly paramArity: readonly Kind[];
      readonly returnArity: readonly Kind[];
    };

/** `[@inlined]` at a call site. */
export type InlinedAttribute =
  | { readonly kind: "default" }
  | { readonly kind: "always" }
  | { readonly kind: "never" }
  | { readonly kind: "hint" }
  | { readonly kind: "unroll"; readonly count: number };

export const defaultInlined: InlinedAttribute = { kind: "default" };

export interface Apply {
  readonly kind: "apply";
  /** The closure called; `undefined` for C calls. */
  readonly callee: Simple | undefined;
  readonly args: readonly Simple[];
  /** Where the result goes, or `never_returns` (e.g. a function known to always raise). */
  readonly continuation: Continuation | "never_returns";
  /** Where an exception raised by the callee goes. */
  readonly exnContinuation: Continuation;
  readonly callKind: CallKind;
  readonly inlined: InlinedAttribute;
  /** `[@specialised]` at a call site (section 21.6): overrides the definition's `[@@specialise]`. */
  readonly specialised: SpecialiseAttribute;
  readonly dbg: Debuginfo;
}

/** How a raise was written: `raise`, a re-raise in a handler, or `raise_notrace`. */
export type RaiseKind = "regular" | "reraise" | "notrace";

/**
 * Trap actions (Flambda 2): `push` installs an exception handler before jumping (entering a
 * `try` body), `pop` removes it (leaving the body normally, or raising to it, in which case the
 * raise kind is given). The conventions the checker enforces:
 *   - entering `try body with h`: `apply_cont body_k [push h]`;
 *   - leaving the body normally: `apply_cont after_k v [pop h]`;
 *   - `raise e` in the body: `apply_cont h e [pop h regular]` (the innermost handler);
 *   - `raise e` with no handler pushed in the function: `apply_cont k_exn e [pop k_exn regular]`,
 *     `k_exn` being the function's exception continuation;
 *   - an `Apply` (or C call) names as its exception continuation the innermost pushed handler,
 *     or the function's exception continuation when none is pushed;
 *   - a continuation is always entered with the same handlers pushed, and a function returns
 *     with none.
 */
export type TrapAction =
  | { readonly kind: "push"; readonly exnHandler: Continuation }
  | {
      readonly kind: "pop";
      readonly exnHandler: Continuation;
      readonly raiseKind: RaiseKind | undefined;
      /** A raise's place in the source (backtraces under \`-g\`); not part of the term's meaning. */
      readonly loc?: Location;
    };

export interface ApplyCont {
  readonly kind: "apply_cont";
  readonly cont: Continuation;
  readonly args: readonly Simple[];
  readonly trap: TrapAction | undefined;
}

export interface SwitchArm {
  readonly value: number;
  readonly action: ApplyCont;
}

/**
 * A multi-way branch on an immediate (tagged, or untagged as in Flambda 2). The arms are sorted
 * by value and non-empty; a value with no arm cannot happen.
 */
export interface Switch {
  readonly kind: "switch";
  readonly scrutinee: Simple;
  readonly arms: readonly SwitchArm[];
}

/** Code that cannot be reached (or whose execution would be undefined), with why. */
export interface Invalid {
  readonly kind: "invalid";
  readonly message: string;
}

// ---------------------------------------------------------------------------------------------
// Factories

export function let_(bound: BoundPattern, named: Named, body: Expr): Let {
  return { kind: "let", bound, named, body };
}

export function contHandler(
  cont: Continuation,
  params: readonly Param[],
  handler: Expr,
  isExnHandler = false,
): ContHandler {
  return { cont, params: [...params], isExnHandler, handler };
}

export function letCont(handler: ContHandler, body: Expr): LetCont {
  return { kind: "let_cont", recursive: false, handlers: [handler], body };
}

export function letContRec(handlers: readonly ContHandler[], body: Expr): LetCont {
  return { kind: "let_cont", recursive: true, handlers: [...handlers], body };
}

export interface ApplyFields {
  readonly callee: Simple | undefined;
  readonly args: readonly Simple[];
  readonly continuation: Continuation | "never_returns";
  readonly exnContinuation: Continuation;
  readonly callKind?: CallKind;
  readonly inlined?: InlinedAttribute;
  readonly specialised?: SpecialiseAttribute;
  readonly dbg?: Debuginfo;
}

export function apply(f: ApplyFields): Apply {
  return {
    kind: "apply",
    callee: f.callee,
    args: [...f.args],
    continuation: f.continuation,
    exnContinuation: f.exnContinuation,
    callKind: f.callKind ?? indirectUnknownArity,
    inlined: f.inlined ?? defaultInlined,
    specialised: f.specialised ?? "default",
    dbg: f.dbg ?? noDebuginfo,
  };
}

export function directCall(codeId: CodeId, functionSlot: FunctionSlot): CallKind {
  return { kind: "direct", codeId, functionSlot };
}
export function indirectKnownArity(paramArity: readonly Kind[], returnArity: readonly Kind[] = ["value"]): CallKind {
  return { kind: "indirect_known_arity", paramArity: [...paramArity], returnArity: [...returnArity] };
}
export const indirectUnknownArity: CallKind = { kind: "indirect_unknown_arity" };
export function cCall(name: string, paramArity: readonly Kind[], returnArity: readonly Kind[] = ["value"]): CallKind {
  return { kind: "c_call", name, paramArity: [...paramArity], returnArity: [...returnArity] };
}

export function applyCont(cont: Continuation, args: readonly Simple[] = [], trap?: TrapAction): ApplyCont {
  return { kind: "apply_cont", cont, args: [...args], trap };
}

export function pushTrap(exnHandler: Continuation): TrapAction {
  return { kind: "push", exnHandler };
}
export function popTrap(exnHandler: Continuation, raiseKind?: RaiseKind, loc?: Location): TrapAction {
  return loc === undefined ? { kind: "pop", exnHandler, raiseKind } : { kind: "pop", exnHandler, raiseKind, loc };
}

/** `raise exn` to `handler` (the innermost handler, or the function's exception continuation). */
export function raiseTo(handler: Continuation, exn: Simple, raiseKind: RaiseKind = "regular", loc?: Location): ApplyCont {
  return applyCont(handler, [exn], popTrap(handler, raiseKind, loc));
}

/** A switch; arms are sorted by value. */
export function switch_(scrutinee: Simple, arms: readonly SwitchArm[]): Switch {
  return { kind: "switch", scrutinee, arms: [...arms].sort((a, b) => a.value - b.value) };
}
export function switchArm(value: number, action: ApplyCont): SwitchArm {
  return { value, action };
}

export function invalid(message: string): Invalid {
  return { kind: "invalid", message };
}

/** The return arity a call expects of its callee, when the call kind says it. */
export function callReturnArity(k: CallKind): readonly Kind[] | undefined {
  switch (k.kind) {
    case "indirect_known_arity":
    case "c_call":
      return k.returnArity;
    case "indirect_unknown_arity":
      return ["value"];
    case "direct":
      return undefined;
    default: {
      const never: never = k;
      return never;
    }
  }
}
