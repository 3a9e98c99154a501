// The invariant checker: a term that passes it is one every pass may assume well formed. It
// checks that
//   - every variable, continuation, symbol and code id is bound once in the unit, and used only
//     in its scope (a symbol never bound in the unit is another unit's or the runtime's);
//   - code is closed: its body sees only its parameters, `my_closure`, its two continuations,
//     symbols and code ids (anything else must come through value slots);
//   - continuations and calls get as many arguments as they take, of the right kinds, and
//     primitives get arguments of the kinds they take; `let`s bind the kind of what they bind;
//   - trap actions are balanced along every path: a continuation is always entered with the same
//     stack of exception handlers, `pop` removes the innermost handler, raising goes to the
//     innermost handler, and a function returns (or raises to its caller) with an empty stack;
//   - switches have arms, with distinct values;
//   - static constants match the names bound to them.
// It returns the problems found, each a readable sentence; an empty list means the term is
// well formed. Long `let` chains are walked in a loop, not by recursion.
import { assertNever } from "../common/assert_never.js";
import type { BoundPattern, BoundStatic } from "./bound_pattern.js";
import type { Code, Param } from "./code.js";
import type { Apply, ApplyCont, ContHandler, Expr, LetCont } from "./expr.js";
import type { FlambdaUnit } from "./flambda_unit.js";
import type { Kind } from "./kinds.js";
import type { CodeId, Continuation, FunctionSlot, Symbol, Variable } from "./names.js";
import type { Named } from "./named.js";
import { argKinds, primitiveArgs, resultKind, type Primitive } from "./primitives.js";
import { printPrimitive, printSimple } from "./printer.js";
import type { SetOfClosures } from "./set_of_closures.js";
import { kindOfConst, type Simple } from "./simple.js";
import type { StaticConst } from "./static_const.js";

/** A trap stack (innermost handler last), or `undefined` where it is unknown (unreachable code). */
type TrapStack = readonly Continuation[] | undefined;

interface ContInfo {
  readonly arity: readonly Kind[];
  readonly role: "handler" | "return" | "exn";
  readonly isExnHandler: boolean;
  /** The frame (code body) the continuation belongs to. */
  readonly frame: number;
  /** The trap stack the continuation is entered with, once a use has been seen. */
  entry: TrapStack;
  /** Whether uses disagreed on the entry stack (reported once). */
  conflict: boolean;
}

/** What the code (or unit toplevel) being checked is. */
interface Frame {
  readonly description: string;
  readonly returnCont: Continuation;
  readonly exnCont: Continuation;
  readonly insideCode: boolean;
  /** Names bound in this frame carry its id: the names of enclosing frames are not visible. */
  readonly id: number;
}

export interface CheckOptions {
  /** Code ids of other units that direct calls and closures may refer to. */
  readonly externalCodeIds?: ReadonlyMap<CodeId, Code>;
}

export interface ExprCheckEnv {
  readonly returnContinuation: Continuation;
  readonly returnArity?: readonly Kind[];
  readonly exnContinuation: Continuation;
  /** Free variables the expression may use, with their kinds. */
  readonly variables?: ReadonlyMap<Variable, Kind>;
}

function sameStack(a: readonly Continuation[], b: readonly Continuation[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

function showStack(s: readonly Continuation[]): string {
  return s.length === 0 ? "no handler" : `[${s.join(", ")}]`;
}

function showKinds(ks: readonly Kind[]): string {
  return "(" + ks.join(", ") + ")";
}

class Checker {
  readonly problems: string[] = [];
  /** Variables in scope, with the frame that binds them (only the current frame's are visible). */
  private readonly vars = new Map<Variable, { readonly kind: Kind; readonly frame: number }>();
  private frames = 0;
  private readonly conts = new Map<Continuation, ContInfo>();
  private readonly symbols = new Set<Symbol>();
  private readonly codes = new Map<CodeId, Code>();
  /** Every name bound so far in the unit, by sort, to report double bindings. */
  private readonly boundVars = new Set<string>();
  private readonly boundConts = new Set<string>();
  private readonly boundSymbols = new Set<string>();
  private readonly boundCodeIds = new Set<string>();
  /** Symbols bound anywhere in the unit: a use of one of them out of scope is an error. */
  private readonly unitSymbols: ReadonlySet<string>;
  /** Function slots declared in the unit (projections from other units' slots are not checked). */
  private readonly functionSlots: ReadonlyMap<FunctionSlot, SlotInfo>;
  private frame: Frame;

  constructor(
    root: Expr,
    frame: Frame,
    private readonly opts: CheckOptions,
  ) {
    this.unitSymbols = collectBoundSymbols(root);
    this.functionSlots = collectFunctionSlots(root);
    this.frame = frame;
  }

  private problem(msg: string): void {
    this.problems.push(`${this.frame.description}: ${msg}`);
  }

  // --- binding and scope ---

  bindVar(v: Variable, k: Kind): void {
    if (this.boundVars.has(v)) this.problem(`variable ${v} is bound more than once`);
    this.boundVars.add(v);
    this.vars.set(v, { kind: k, frame: this.frame.id });
  }

  bindCont(k: Continuation, info: Omit<ContInfo, "conflict" | "entry" | "frame"> & { entry?: TrapStack }): ContInfo {
    if (this.boundConts.has(k)) this.problem(`continuation ${k} is bound more than once`);
    this.boundConts.add(k);
    const full: ContInfo = { ...info, entry: info.entry, conflict: false, frame: this.frame.id };
    this.conts.set(k, full);
    return full;
  }

  private bindSymbol(s: Symbol): void {
    if (this.boundSymbols.has(s)) this.problem(`symbol $${s} is bound more than once`);
    this.boundSymbols.add(s);
    this.symbols.add(s);
  }

  private bindCodeId(c: Code | CodeId, code?: Code): void {
    const id = typeof c === "string" ? c : c.codeId;
    if (this.boundCodeIds.has(id)) this.problem(`code id ${id} is bound more than once`);
    this.boundCodeIds.add(id);
    if (code !== undefined) this.codes.set(id, code);
  }

  /** A continuation of the current frame. */
  private cont(k: Continuation): ContInfo | undefined {
    const info = this.conts.get(k);
    return info !== undefined && info.frame === this.frame.id ? info : undefined;
  }

  private kindOfSimple(s: Simple): Kind | undefined {
    switch (s.kind) {
      case "var": {
        const b = this.vars.get(s.name);
        if (b !== undefined && b.frame === this.frame.id) return b.kind;
        if (b !== undefined && this.frame.insideCode)
          this.problem(`the code is not closed: variable ${s.name} is bound outside it (use a value slot)`);
        else this.problem(`variable ${s.name} is not in scope`);
        return undefined;
      }
      case "symbol":
        if (!this.symbols.has(s.name) && this.unitSymbols.has(s.name))
          this.problem(`symbol $${s.name} is used out of the scope of its definition`);
        return "value";
      case "const":
        return kindOfConst(s.value);
      default:
        return assertNever(s);
    }
  }

  private checkArgs(what: string, args: readonly Simple[], kinds: readonly Kind[]): void {
    if (args.length !== kinds.length) {
      this.problem(`${what}: ${args.length} argument${args.length === 1 ? "" : "s"} given, ${kinds.length} expected`);
      for (const a of args) this.kindOfSimple(a);
      return;
    }
    args.forEach((a, i) => {
      const k = this.kindOfSimple(a);
      if (k !== undefined && k !== kinds[i])
        this.problem(`${what}: argument ${i + 1} (${printSimple(a)}) has kind ${k}, ${kinds[i]} expected`);
    });
  }

  private codeOf(id: CodeId, what: string): Code | undefined {
    const c = this.codes.get(id) ?? this.opts.externalCodeIds?.get(id);
    if (c === undefined) this.problem(`${what}: code id ${id} is not in scope`);
    return c;
  }

  // --- trap stacks ---

  /** Records that `k` is entered with `stack`, and checks it agrees with the other uses. */
  private enter(k: Continuation, info: ContInfo, stack: TrapStack, what: string): void {
    if (stack === undefined) return;
    if (info.role === "return" || info.role === "exn") {
      if (stack.length > 0)
        this.problem(
          `${what}: leaves the ${info.role === "return" ? "function" : "function by raising"} with exception handler${stack.length > 1 ? "s" : ""} ${showStack(stack)} still pushed`,
        );
      return;
    }
    if (info.entry === undefined) {
      info.entry = stack;
    } else if (!sameStack(info.entry, stack) && !info.conflict) {
      info.conflict = true;
      this.problem(
        `${what}: continuation ${k} is entered with trap stack ${showStack(stack)} here but ${showStack(info.entry)} elsewhere`,
      );
    }
  }

  private applyCont(a: ApplyCont, stack: TrapStack, what: string): void {
    const info = this.cont(a.cont);
    if (info === undefined) {
      this.problem(`${what}: continuation ${a.cont} is not in scope`);
      for (const x of a.args) this.kindOfSimple(x);
      return;
    }
    this.checkArgs(`${what} to ${a.cont}`, a.args, info.arity);
    let after = stack;
    const t = a.trap;
    if (t !== undefined) {
      const h = this.cont(t.exnHandler);
      if (h === undefined) {
        this.problem(`${what}: exception handler ${t.exnHandler} is not in scope`);
      } else if (!h.isExnHandler && h.role !== "exn") {
        this.problem(`${what}: ${t.exnHandler} is not an exception handler`);
      }
      if (t.kind === "push") {
        if (stack !== undefined) after = [...stack, t.exnHandler];
        if (h !== undefined && h.role === "exn") this.problem(`${what}: the function's exception continuation cannot be pushed`);
      } else if (stack !== undefined) {
        if (stack.length === 0) {
          // Raising to the function's own exception continuation pops the implicit outer handler.
          if (t.exnHandler !== this.frame.exnCont) this.problem(`${what}: pops ${t.exnHandler} but no handler is pushed`);
        } else if (stack[stack.length - 1] !== t.exnHandler) {
          this.problem(`${what}: pops ${t.exnHandler} but the innermost handler is ${stack[stack.length - 1]}`);
        } else {
          after = stack.slice(0, -1);
        }
      }
      if (t.kind === "pop" && t.raiseKind !== undefined && t.exnHandler !== a.cont)
        this.problem(`${what}: a raise must jump to the handler it pops (${t.exnHandler}), not ${a.cont}`);
    }
    if (info.isExnHandler && (t === undefined || t.kind !== "pop" || t.exnHandler !== a.cont))
      this.problem(`${what}: jumps to exception handler ${a.cont} without popping it`);
    this.enter(a.cont, info, after, what);
  }

  private apply(a: Apply, stack: TrapStack): void {
    const what = `apply ${a.callKind.kind === "c_call" ? a.callKind.name : a.callee ? printSimple(a.callee) : "?"}`;
    let paramKinds: readonly Kind[] | undefined;
    let returnKinds: readonly Kind[] | undefined;
    const k = a.callKind;
    switch (k.kind) {
      case "c_call":
        if (a.callee !== undefined) this.problem(`${what}: a C call has no callee`);
        paramKinds = k.paramArity;
        returnKinds = k.returnArity;
        break;
      case "direct": {
        const c = this.codeOf(k.codeId, what);
        // Function slots are named per unit: a call to another unit's code may name a slot of
        // that unit that this one also declares.
        const slot = this.opts.externalCodeIds?.has(k.codeId) === true && !this.boundCodeIds.has(k.codeId) ? undefined : this.functionSlots.get(k.functionSlot);
        if (slot !== undefined && slot.codeId !== k.codeId)
          this.problem(`${what}: function slot ${k.functionSlot} holds code ${slot.codeId}, not ${k.codeId}`);
        paramKinds = c?.params.map((p) => p.kind);
        returnKinds = c?.resultArity;
        break;
      }
      case "indirect_known_arity":
        paramKinds = k.paramArity;
        returnKinds = k.returnArity;
        break;
      case "indirect_unknown_arity":
        paramKinds = a.args.map(() => "value");
        returnKinds = ["value"];
        break;
      default:
        assertNever(k);
    }
    if (k.kind !== "c_call") {
      if (a.callee === undefined) this.problem(`${what}: an OCaml call needs a callee`);
      else {
        const ck = this.kindOfSimple(a.callee);
        if (ck !== undefined && ck !== "value") this.problem(`${what}: the callee has kind ${ck}, value expected`);
      }
    }
    if (paramKinds !== undefined) this.checkArgs(what, a.args, paramKinds);
    else for (const x of a.args) this.kindOfSimple(x);
    // The result.
    if (a.continuation !== "never_returns") {
      const info = this.cont(a.continuation);
      if (info === undefined) this.problem(`${what}: continuation ${a.continuation} is not in scope`);
      else {
        if (info.isExnHandler) this.problem(`${what}: returns to exception handler ${a.continuation}`);
        if (returnKinds !== undefined && showKinds(returnKinds) !== showKinds(info.arity))
          this.problem(
            `${what}: the call returns ${showKinds(returnKinds)} but continuation ${a.continuation} takes ${showKinds(info.arity)}`,
          );
        this.enter(a.continuation, info, stack, what);
      }
    }
    // The exception: it goes to the innermost handler (or out of the function).
    const exn = this.cont(a.exnContinuation);
    if (exn === undefined) {
      this.problem(`${what}: exception continuation ${a.exnContinuation} is not in scope`);
    } else if (!exn.isExnHandler && exn.role !== "exn") {
      this.problem(`${what}: ${a.exnContinuation} is not an exception handler`);
    } else if (stack !== undefined) {
      const top = stack.length === 0 ? this.frame.exnCont : stack[stack.length - 1];
      if (top !== a.exnContinuation)
        this.problem(`${what}: raises to ${a.exnContinuation} but the innermost handler is ${top}`);
      else if (stack.length > 0) this.enter(a.exnContinuation, exn, stack.slice(0, -1), what);
    }
  }

  // --- named ---

  private setOfClosures(s: SetOfClosures, what: string, staticOnly: boolean): void {
    if (s.functionDecls.length === 0) this.problem(`${what}: a set of closures needs at least one function`);
    const slots = new Set<string>();
    for (const d of s.functionDecls) {
      if (slots.has(d.slot)) this.problem(`${what}: function slot ${d.slot} appears twice`);
      slots.add(d.slot);
      this.codeOf(d.codeId, what);
    }
    for (const v of s.valueSlots) {
      if (slots.has(v.slot)) this.problem(`${what}: value slot ${v.slot} appears twice`);
      slots.add(v.slot);
      if (staticOnly && v.value.kind === "var")
        this.problem(`${what}: value slot ${v.slot} of a lifted set of closures holds variable ${v.value.name}`);
      const k = this.kindOfSimple(v.value);
      if (k !== undefined && k !== v.kind)
        this.problem(`${what}: value slot ${v.slot} has kind ${v.kind} but holds ${printSimple(v.value)} of kind ${k}`);
    }
  }

  /** Projections name slots of one set of closures, with the kind it declares. */
  private checkSlots(what: string, p: Primitive): void {
    if (p.kind !== "unary") return;
    const op = p.op;
    if (op.kind !== "project_value_slot" && op.kind !== "project_function_slot") return;
    const info = this.functionSlots.get(op.from);
    if (info === undefined) return;
    if (op.kind === "project_value_slot") {
      const v = info.set.valueSlots.find((x) => x.slot === op.slot);
      if (v === undefined) this.problem(`${what}: the set of closures of ${op.from} has no value slot ${op.slot}`);
      else if (v.kind !== op.slotKind)
        this.problem(`${what}: value slot ${op.slot} has kind ${v.kind}, not ${op.slotKind}`);
    } else if (!info.set.functionDecls.some((d) => d.slot === op.to)) {
      this.problem(`${what}: the set of closures of ${op.from} has no function slot ${op.to}`);
    }
  }

  /** Checks a `Named` and returns the kind it produces (when it produces one value). */
  private named(n: Named): Kind | undefined {
    switch (n.kind) {
      case "simple":
        return this.kindOfSimple(n.simple);
      case "prim": {
        const what = printPrimitive(n.prim);
        this.checkArgs(what, primitiveArgs(n.prim), argKinds(n.prim));
        this.checkSlots(what, n.prim);
        return resultKind(n.prim);
      }
      case "set_of_closures":
        this.setOfClosures(n.set, "closures", false);
        return "value";
      case "static_consts":
        return undefined;
      default:
        return assertNever(n);
    }
  }

  private staticConst(b: BoundStatic | undefined, c: StaticConst, pending: Code[]): void {
    const what = b === undefined ? "let_symbol" : `let_symbol ${b.kind === "code" ? b.codeId : b.kind === "block_like" ? "$" + b.symbol : b.symbols.map((s) => "$" + s).join(", ")}`;
    switch (c.kind) {
      case "code":
        if (b === undefined || b.kind !== "code" || b.codeId !== c.code.codeId)
          this.problem(`${what}: code ${c.code.codeId} must be bound to its own code id`);
        pending.push(c.code);
        return;
      case "set_of_closures":
        if (b === undefined || b.kind !== "set_of_closures")
          this.problem(`${what}: a lifted set of closures must be bound to one symbol per function`);
        else if (b.symbols.length !== c.set.functionDecls.length)
          this.problem(`${what}: ${b.symbols.length} symbols bound to ${c.set.functionDecls.length} closures`);
        this.setOfClosures(c.set, what, true);
        return;
      case "block":
        for (const f of c.fields) {
          const k = this.kindOfSimple(f);
          if (k !== undefined && k !== "value") this.problem(`${what}: field ${printSimple(f)} has kind ${k}, value expected`);
          if (f.kind === "var" && this.frame.insideCode)
            this.problem(`${what}: a static block inside code cannot hold variable ${f.name}`);
        }
        break;
      case "boxed_float":
      case "boxed_int32":
      case "boxed_int64":
      case "boxed_nativeint":
      case "immutable_float_array":
      case "empty_array":
      case "immutable_string":
      case "mutable_string":
        break;
      default:
        assertNever(c);
    }
    if (b === undefined || b.kind !== "block_like") this.problem(`${what}: a ${c.kind} must be bound to one symbol`);
  }

  private staticLet(bound: BoundPattern, named: Named): void {
    if (bound.kind !== "static" || named.kind !== "static_consts") {
      this.problem("static constants must be bound by a static pattern, and only they");
      return;
    }
    if (bound.bindings.length !== named.consts.length)
      this.problem(`let_symbol binds ${bound.bindings.length} names to ${named.consts.length} constants`);
    // The whole group is recursive: bind every name first.
    for (const b of bound.bindings) {
      switch (b.kind) {
        case "code":
          break;
        case "block_like":
          this.bindSymbol(b.symbol);
          break;
        case "set_of_closures":
          for (const s of b.symbols) this.bindSymbol(s);
          break;
        default:
          assertNever(b);
      }
    }
    named.consts.forEach((c, i) => {
      if (c.kind === "code") this.bindCodeId(c.code.codeId, c.code);
      else {
        const b = bound.bindings[i];
        if (b?.kind === "code") this.bindCodeId(b.codeId);
      }
    });
    const codes: Code[] = [];
    named.consts.forEach((c, i) => this.staticConst(bound.bindings[i], c, codes));
    for (const c of codes) this.code(c);
  }

  // --- code ---

  private code(c: Code): void {
    const savedFrame = this.frame;
    this.frame = {
      description: `code ${c.codeId}`,
      returnCont: c.returnContinuation,
      exnCont: c.exnContinuation,
      insideCode: true,
      id: ++this.frames,
    };
    for (const p of c.params) this.bindVar(p.name, p.kind);
    this.bindVar(c.myClosure, "value");
    this.bindCont(c.returnContinuation, { arity: c.resultArity, role: "return", isExnHandler: false });
    this.bindCont(c.exnContinuation, { arity: ["value"], role: "exn", isExnHandler: false });
    // Checked now, in the scope of the static let (recursion as deep as code is nested).
    this.expr(c.body, []);
    for (const p of c.params) this.vars.delete(p.name);
    this.vars.delete(c.myClosure);
    this.conts.delete(c.returnContinuation);
    this.conts.delete(c.exnContinuation);
    this.frame = savedFrame;
  }

  // --- expressions ---

  private bindParams(ps: readonly Param[]): void {
    for (const p of ps) this.bindVar(p.name, p.kind);
  }

  /** Queues the check of a handler: it runs before anything queued earlier. */
  private handler(h: ContHandler, info: ContInfo): void {
    if (h.isExnHandler && (h.params.length === 0 || h.params[0]!.kind !== "value"))
      this.problem(`exception handler ${h.cont} must take the exception (a value) as its first parameter`);
    this.tasks.push(() => {
      for (const p of h.params) this.vars.delete(p.name);
    });
    this.tasks.push({ expr: h.handler, stack: info.entry });
    this.tasks.push(() => this.bindParams(h.params));
  }

  private letContHandlers(e: LetCont, infos: readonly ContInfo[]): void {
    if (!e.recursive) {
      // The handler does not see its own continuation.
      const h = e.handlers[0]!;
      this.conts.delete(h.cont);
      this.handler(h, infos[0]!);
      return;
    }
    // A handler is checked once its entry stack is known from a use; checking it may reveal
    // the entry of another one of the group.
    const done = new Set<number>();
    this.tasks.push(() => {
      for (const h of e.handlers) this.conts.delete(h.cont);
    });
    const step = (): void => {
      const i = e.handlers.findIndex((_, j) => !done.has(j) && infos[j]!.entry !== undefined);
      if (i >= 0) {
        done.add(i);
        this.tasks.push(step);
        this.handler(e.handlers[i]!, infos[i]!);
        return;
      }
      // Handlers never reached: still checked, with an unknown trap stack.
      e.handlers.forEach((h, j) => {
        if (!done.has(j)) this.handler(h, infos[j]!);
      });
    };
    this.tasks.push(step);
  }

  /** Work still to do: an expression to check (with its trap stack), or a step to run. */
  private tasks: ({ readonly expr: Expr; readonly stack: TrapStack } | (() => void))[] = [];

  /**
   * Checks an expression with a work list rather than recursion: in CPS the rest of a sequence
   * of calls lives in the handler of each call's return continuation, so handlers nest as deep
   * as a program is long.
   */
  expr(root: Expr, stack: TrapStack): void {
    const saved = this.tasks;
    this.tasks = [{ expr: root, stack }];
    while (this.tasks.length > 0) {
      const t = this.tasks.pop()!;
      if (typeof t === "function") t();
      else this.chain(t.expr, t.stack);
    }
    this.tasks = saved;
  }

  private chain(root: Expr, stack: TrapStack): void {
    // The chain of lets and let_conts is walked forwards; what must happen after the body (the
    // handlers, which need their entry stacks, and leaving scopes) is queued to run backwards.
    const undo: (() => void)[] = [];
    let e: Expr = root;
    for (;;) {
      if (e.kind === "let") {
        const { bound, named } = e;
        if (bound.kind === "static" || named.kind === "static_consts") {
          this.staticLet(bound, named);
          const syms = staticSymbols(bound);
          undo.push(() => {
            for (const s of syms) this.symbols.delete(s);
            if (bound.kind === "static") for (const b of bound.bindings) if (b.kind === "code") this.codes.delete(b.codeId);
          });
        } else {
          const k = this.named(named);
          if (bound.kind === "singleton") {
            if (named.kind === "set_of_closures") this.problem(`closures must be bound to one variable per function`);
            else if (k !== undefined && k !== bound.varKind)
              this.problem(`let ${bound.var}: bound with kind ${bound.varKind} to a ${k}`);
            this.bindVar(bound.var, bound.varKind);
            const v = bound.var;
            undo.push(() => this.vars.delete(v));
          } else {
            if (named.kind !== "set_of_closures") this.problem(`several variables bound to something other than closures`);
            else if (named.set.functionDecls.length !== bound.vars.length)
              this.problem(
                `${bound.vars.length} variables bound to a set of ${named.set.functionDecls.length} closures`,
              );
            for (const v of bound.vars) this.bindVar(v, "value");
            const vs = bound.vars;
            undo.push(() => {
              for (const v of vs) this.vars.delete(v);
            });
          }
        }
        e = e.body;
        continue;
      }
      if (e.kind === "let_cont") {
        const lc = e;
        if (!lc.recursive && lc.handlers.length !== 1) this.problem("a non-recursive let_cont binds exactly one handler");
        if (lc.handlers.length === 0) this.problem("a let_cont binds at least one handler");
        const infos = lc.handlers.map((h) =>
          this.bindCont(h.cont, { arity: h.params.map((p) => p.kind), role: "handler", isExnHandler: h.isExnHandler }),
        );
        undo.push(() => this.letContHandlers(lc, infos));
        e = lc.body;
        continue;
      }
      break;
    }
    this.leaf(e, stack);
    // Pushed in order, so the innermost runs first.
    for (const u of undo) this.tasks.push(u);
  }

  private leaf(e: Exclude<Expr, { kind: "let" | "let_cont" }>, stack: TrapStack): void {
    switch (e.kind) {
      case "apply":
        this.apply(e, stack);
        return;
      case "apply_cont":
        this.applyCont(e, stack, `apply_cont ${e.cont}`);
        return;
      case "switch": {
        const k = this.kindOfSimple(e.scrutinee);
        if (k !== undefined && k !== "value" && k !== "naked_immediate")
          this.problem(`switch on ${printSimple(e.scrutinee)} of kind ${k}`);
        if (e.arms.length === 0) this.problem(`switch on ${printSimple(e.scrutinee)} has no arms`);
        const seen = new Set<number>();
        for (const arm of e.arms) {
          if (seen.has(arm.value)) this.problem(`switch on ${printSimple(e.scrutinee)} has two arms for ${arm.value}`);
          seen.add(arm.value);
          this.applyCont(arm.action, stack, `switch arm ${arm.value} to ${arm.action.cont}`);
        }
        return;
      }
      case "invalid":
        return;
      default:
        assertNever(e);
    }
  }
}

function staticSymbols(b: BoundPattern): Symbol[] {
  if (b.kind !== "static") return [];
  return b.bindings.flatMap((x) => (x.kind === "block_like" ? [x.symbol] : x.kind === "set_of_closures" ? [...x.symbols] : []));
}

/** What a set of closures declares, as seen from each of its function slots. */
interface SlotInfo {
  readonly codeId: CodeId;
  readonly set: SetOfClosures;
}

/** The function slots declared by the sets of closures of a term. */
function collectFunctionSlots(root: Expr): Map<FunctionSlot, SlotInfo> {
  const out = new Map<FunctionSlot, SlotInfo>();
  const add = (set: SetOfClosures) => {
    for (const d of set.functionDecls) out.set(d.slot, { codeId: d.codeId, set });
  };
  const todo: Expr[] = [root];
  while (todo.length > 0) {
    const e = todo.pop()!;
    switch (e.kind) {
      case "let":
        if (e.named.kind === "set_of_closures") add(e.named.set);
        if (e.named.kind === "static_consts")
          for (const c of e.named.consts) {
            if (c.kind === "code") todo.push(c.code.body);
            if (c.kind === "set_of_closures") add(c.set);
          }
        todo.push(e.body);
        break;
      case "let_cont":
        for (const h of e.handlers) todo.push(h.handler);
        todo.push(e.body);
        break;
      case "apply":
      case "apply_cont":
      case "switch":
      case "invalid":
        break;
      default:
        assertNever(e);
    }
  }
  return out;
}

/** All the symbols bound anywhere in a term (code bodies included). */
function collectBoundSymbols(root: Expr): Set<string> {
  const out = new Set<string>();
  const todo: Expr[] = [root];
  while (todo.length > 0) {
    const e = todo.pop()!;
    switch (e.kind) {
      case "let":
        for (const s of staticSymbols(e.bound)) out.add(s);
        if (e.named.kind === "static_consts")
          for (const c of e.named.consts) if (c.kind === "code") todo.push(c.code.body);
        todo.push(e.body);
        break;
      case "let_cont":
        for (const h of e.handlers) todo.push(h.handler);
        todo.push(e.body);
        break;
      case "apply":
      case "apply_cont":
      case "switch":
      case "invalid":
        break;
      default:
        assertNever(e);
    }
  }
  return out;
}

/** Checks a unit. Its return continuation takes one value, its exception continuation the exception. */
export function checkUnit(u: FlambdaUnit, opts: CheckOptions = {}): string[] {
  const c = new Checker(
    u.body,
    {
      description: `unit ${u.name}`,
      returnCont: u.returnContinuation,
      exnCont: u.exnContinuation,
      insideCode: false,
      id: 0,
    },
    opts,
  );
  c.bindCont(u.returnContinuation, { arity: ["value"], role: "return", isExnHandler: false });
  c.bindCont(u.exnContinuation, { arity: ["value"], role: "exn", isExnHandler: false });
  c.expr(u.body, []);
  if (!collectBoundSymbols(u.body).has(u.moduleSymbol))
    c.problems.push(`unit ${u.name}: the module symbol $${u.moduleSymbol} is not defined`);
  return c.problems;
}

/** Checks an expression on its own, as the body of a function with the given continuations and free variables. */
export function checkExpr(e: Expr, env: ExprCheckEnv, opts: CheckOptions = {}): string[] {
  const c = new Checker(
    e,
    {
      description: "expression",
      returnCont: env.returnContinuation,
      exnCont: env.exnContinuation,
      insideCode: false,
      id: 0,
    },
    opts,
  );
  for (const [v, k] of env.variables ?? []) c.bindVar(v, k);
  c.bindCont(env.returnContinuation, { arity: env.returnArity ?? ["value"], role: "return", isExnHandler: false });
  c.bindCont(env.exnContinuation, { arity: ["value"], role: "exn", isExnHandler: false });
  c.expr(e, []);
  return c.problems;
}
