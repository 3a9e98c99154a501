// The conversion environment: what each Lambda identifier stands for in the Flambda term being
// built, and where control goes (the enclosing function's continuations, the exception handlers
// pushed so far, the continuations of `StaticCatch` labels).
//
// Lambda identifiers are unique in a unit (their stamps), so one mutable map per function
// (frame) is enough: a name bound in one branch never shadows a name still in use elsewhere.
import type { CodeId, Continuation, FunctionSlot, Variable } from "../names.js";
import type { Simple } from "../simple.js";
import type { Ident } from "../../lambda/index.js";

/** What Lambda knows of a function bound to an identifier: enough for a direct call. */
export interface KnownFunction {
  readonly codeId: CodeId;
  readonly slot: FunctionSlot;
  readonly arity: number;
  readonly name: string;
}

export type Binding =
  /** An immutable value. */
  | { readonly kind: "value"; readonly simple: Simple; readonly known: KnownFunction | undefined }
  /** A mutable variable (`MutLet`), kept in a cell (a one-field mutable block). */
  | { readonly kind: "mutable"; readonly cell: Simple };

/** Where a continuation is entered from: the exception handlers pushed in the function when it is. */
export interface Target {
  readonly cont: Continuation;
  readonly traps: readonly Continuation[];
}

export interface StaticLabel {
  readonly cont: Continuation;
  readonly arity: number;
  readonly traps: readonly Continuation[];
}

/** One function body (or the unit's toplevel) being converted. */
export class Frame {
  readonly vars = new Map<string, Binding>();
  readonly labels = new Map<number, StaticLabel>();
  constructor(
    readonly returnCont: Continuation,
    readonly exnCont: Continuation,
    /** `undefined` at the unit's toplevel. */
    readonly myClosure: Variable | undefined,
  ) {}
}

/** A position in the term: the frame and the exception handlers pushed there (innermost last). */
export interface Env {
  readonly frame: Frame;
  readonly traps: readonly Continuation[];
}

export function identKey(id: Ident): string {
  return id.global ? id.name : `${id.name}/${id.stamp}`;
}

/** The handler a raise (or a call's exception) goes to here. */
export function currentExnCont(env: Env): Continuation {
  return env.traps.length > 0 ? env.traps[env.traps.length - 1]! : env.frame.exnCont;
}

export function lookup(env: Env, id: Ident): Binding {
  const b = env.frame.vars.get(identKey(id));
  if (b === undefined) throw new Error(`from_lambda: unbound identifier ${identKey(id)}`);
  return b;
}

export function bindValue(env: Env, id: Ident, simple: Simple, known?: KnownFunction): void {
  env.frame.vars.set(identKey(id), { kind: "value", simple, known });
}

export function bindMutable(env: Env, id: Ident, cell: Simple): void {
  env.frame.vars.set(identKey(id), { kind: "mutable", cell });
}

export function withTrap(env: Env, handler: Continuation): Env {
  return { frame: env.frame, traps: [...env.traps, handler] };
}
