// The abstract machine that runs Flambda terms: the semantic reference the optimiser's output is
// checked against. It is written for clarity, yet never uses the JavaScript stack for OCaml
// control: the current expression, the current activation (a function's variables and
// continuations) and an explicit stack of return points are its whole state, so a recursion of
// 100,000 OCaml calls is 100,000 array entries, and a tail call (an `Apply` passing the caller's
// own continuations) replaces the caller's activation instead of stacking a return point.
//
// One activation holds one flat map of variables: names are unique in a unit, and a
// continuation handler only ever runs inside the activation that bound it, so it finds its free
// variables there (a recursive continuation rebinding its parameters overwrites the values of
// the previous iteration, which are dead by scoping).
import { assertNever } from "../common/assert_never.js";
import type { BoundPattern } from "../flambda/bound_pattern.js";
import type { Code } from "../flambda/code.js";
import type { ContHandler, Expr, Switch, ApplyCont } from "../flambda/expr.js";
import type { FlambdaUnit } from "../flambda/flambda_unit.js";
import type { Continuation, FunctionSlot, ValueSlot } from "../flambda/names.js";
import type { SetOfClosures } from "../flambda/set_of_closures.js";
import type { Simple } from "../flambda/simple.js";
import type { StaticConst } from "../flambda/static_const.js";
import { binaryOp, bytesOfString, nullaryOp, ternaryOp, unaryOp, variadicOp } from "./eval_primitive.js";
import { functionInfo, makeFunction, type ClosureSet, type OFunction, type Value } from "./values.js";

/** An internal error: the term being run is not well formed (the checker would have said so). */
export class InterpreterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InterpreterError";
  }
}

interface Activation {
  readonly env: Map<string, Value>;
  /** Made on the first `Let_cont`: many activations bind none, and deep recursions hold many. */
  conts: Map<string, ContHandler> | undefined;
  readonly returnCont: Continuation;
  readonly exnCont: Continuation;
}

type StackEntry =
  /** Resume `act` at `cont` with the callee's results, or at `exnCont` with its exception. */
  | {
      readonly kind: "return";
      readonly act: Activation;
      readonly cont: Continuation | "never_returns";
      readonly exnCont: Continuation;
    }
  /** An over-application: apply the callee's result to the remaining arguments. */
  | { readonly kind: "over_apply"; readonly rest: Value[] }
  /** The bottom of one run: JavaScript code (or the toplevel) waits for the result here. */
  | { readonly kind: "boundary" };

interface State {
  act: Activation;
  expr: Expr | undefined;
  readonly stack: StackEntry[];
  done: Value[] | undefined;
}

const JUMP = 0;
const RETURN = 1;
const RAISE = 2;
type TransferMode = typeof JUMP | typeof RETURN | typeof RAISE;

export interface MachineHooks {
  /** A runtime function by its OCaml primitive name (`caml_compare`, ...). */
  readonly external: (name: string) => OFunction | undefined;
  /** A value the runtime defines under a symbol's name (`caml_exn_Not_found`, ...). */
  readonly runtimeSymbol: (name: string) => Value | undefined;
  /** Turns what a runtime function threw into an OCaml exception, or rethrows it. */
  readonly exnOfJs: (e: unknown) => Value;
  /** The exception raised when the OCaml stack is too deep. */
  readonly stackOverflow: Value;
  /** How many return points the stack may hold. */
  readonly maxDepth: number;
}

export class Machine {
  private readonly symbols = new Map<string, Value>();
  /** The code of the unit being run: code ids are only unique within a unit. */
  private codes = new Map<string, Code>();
  private readonly switchTables = new WeakMap<Switch, Map<number, ApplyCont>>();

  constructor(private readonly hooks: MachineHooks) {}

  /** Calls an interpreted closure from JavaScript (the runtime calling back into OCaml). */
  readonly callFromJs = (f: OFunction, args: Value[]): Value => {
    const st: State = {
      act: { env: new Map(), conts: undefined, returnCont: "" as Continuation, exnCont: "" as Continuation },
      expr: undefined,
      stack: [{ kind: "boundary" }],
      done: undefined,
    };
    this.call(st, f, args);
    return this.loop(st)[0];
  };

  /** Runs a unit's toplevel; an exception escaping it is thrown (as the value itself). */
  runUnit(u: FlambdaUnit): void {
    this.codes = new Map();
    const st: State = {
      act: { env: new Map(), conts: undefined, returnCont: u.returnContinuation, exnCont: u.exnContinuation },
      expr: u.body,
      stack: [{ kind: "boundary" }],
      done: undefined,
    };
    this.loop(st);
  }

  /** The value of a symbol (after the units defining it have run). */
  symbolValue(name: string): Value {
    const v = this.symbols.get(name);
    if (v !== undefined) return v;
    const r = this.hooks.runtimeSymbol(name);
    if (r === undefined) throw new InterpreterError(`symbol $${name} is not defined`);
    this.symbols.set(name, r);
    return r;
  }

  private simple(s: Simple, env: Map<string, Value>): Value {
    switch (s.kind) {
      case "var": {
        const v = env.get(s.name);
        if (v === undefined) throw new InterpreterError(`variable ${s.name} has no value`);
        return v;
      }
      case "symbol":
        return this.symbolValue(s.name);
      case "const":
        return s.value.value;
      default:
        return assertNever(s);
    }
  }

  private simples(ss: readonly Simple[], env: Map<string, Value>): Value[] {
    const out = new Array<Value>(ss.length);
    for (let i = 0; i < ss.length; i++) out[i] = this.simple(ss[i]!, env);
    return out;
  }

  // --- closures ---

  private codeOf(id: string): Code {
    const c = this.codes.get(id);
    if (c === undefined) throw new InterpreterError(`code ${id} is not defined`);
    return c;
  }

  /** Allocates a set of closures; value slots are filled by the caller (static sets may be recursive). */
  private allocateClosures(s: SetOfClosures): ClosureSet {
    const codes = new Map<FunctionSlot, Code>();
    for (const d of s.functionDecls) codes.set(d.slot, this.codeOf(d.codeId));
    const set: ClosureSet = { codes, valueSlots: new Map<ValueSlot, Value>(), closures: new Map() };
    for (const [slot, code] of codes) {
      set.closures.set(slot, makeFunction({ kind: "closure", set, slot, code }, code.params.length, this.callFromJs));
    }
    return set;
  }

  private bindClosures(bound: BoundPattern, s: SetOfClosures, env: Map<string, Value>): void {
    const set = this.allocateClosures(s);
    for (const v of s.valueSlots) set.valueSlots.set(v.slot, this.simple(v.value, env));
    if (bound.kind !== "set_of_closures") throw new InterpreterError("closures bound to a single variable");
    s.functionDecls.forEach((d, i) => env.set(bound.vars[i]!, set.closures.get(d.slot)));
  }

  // --- static constants ---

  private defineStatics(bound: BoundPattern, consts: readonly StaticConst[], env: Map<string, Value>): void {
    if (bound.kind !== "static") throw new InterpreterError("static constants bound to variables");
    // Code first, then every symbol's storage, then the contents: the group may be recursive.
    consts.forEach((c) => {
      if (c.kind === "code") this.codes.set(c.code.codeId, c.code);
    });
    const fills: (() => void)[] = [];
    consts.forEach((c, i) => {
      const b = bound.bindings[i];
      if (b === undefined) throw new InterpreterError("static constant without a name");
      switch (c.kind) {
        case "code":
          return;
        case "set_of_closures": {
          if (b.kind !== "set_of_closures") throw new InterpreterError("lifted closures bound to one symbol");
          const set = this.allocateClosures(c.set);
          c.set.functionDecls.forEach((d, j) => this.symbols.set(b.symbols[j]!, set.closures.get(d.slot)));
          fills.push(() => {
            for (const v of c.set.valueSlots) set.valueSlots.set(v.slot, this.simple(v.value, env));
          });
          return;
        }
        default:
          break;
      }
      if (b.kind !== "block_like") throw new InterpreterError("a static constant bound to several symbols");
      switch (c.kind) {
        case "block": {
          const block: Value[] = [c.tag];
          this.symbols.set(b.symbol, block);
          fills.push(() => {
            for (const f of c.fields) block.push(this.simple(f, env));
          });
          return;
        }
        case "boxed_float":
        case "boxed_int32":
        case "boxed_int64":
        case "boxed_nativeint":
        case "immutable_string":
          this.symbols.set(b.symbol, c.value);
          return;
        case "immutable_float_array":
          this.symbols.set(b.symbol, [254, ...c.values]);
          return;
        case "empty_array":
          this.symbols.set(b.symbol, [0]);
          return;
        case "mutable_string":
          this.symbols.set(b.symbol, bytesOfString(c.initialValue));
          return;
        default:
          assertNever(c);
      }
    });
    for (const f of fills) f();
  }

  // --- control ---

  /**
   * Moves control: `JUMP` to continuation `k` of the current activation, `RETURN` the values
   * from the current function, or `RAISE` the exception `vals[0]`. Written as a loop: a return
   * into a caller that itself returns (or re-raises) goes on without recursion.
   */
  private transfer(st: State, mode0: TransferMode, k0: Continuation | undefined, vals: Value[]): void {
    let mode = mode0;
    let k = k0;
    for (;;) {
      if (mode === JUMP) {
        const act = st.act;
        if (k === act.returnCont) {
          mode = RETURN;
          continue;
        }
        if (k === act.exnCont) {
          mode = RAISE;
          continue;
        }
        const h = act.conts?.get(k!);
        if (h === undefined) throw new InterpreterError(`continuation ${k} is not bound`);
        const ps = h.params;
        if (ps.length !== vals.length) throw new InterpreterError(`continuation ${k} takes ${ps.length} arguments, given ${vals.length}`);
        for (let i = 0; i < ps.length; i++) act.env.set(ps[i]!.name, vals[i]);
        st.expr = h.handler;
        return;
      }
      const e = st.stack.pop();
      if (e === undefined) throw new InterpreterError("the stack is empty");
      switch (e.kind) {
        case "boundary":
          if (mode === RAISE) throw vals[0];
          st.done = vals;
          st.expr = undefined;
          return;
        case "over_apply":
          if (mode === RAISE) continue;
          this.call(st, vals[0], e.rest);
          return;
        case "return":
          st.act = e.act;
          if (mode === RETURN) {
            if (e.cont === "never_returns") throw new InterpreterError("a call marked as never returning returned");
            k = e.cont;
          } else {
            k = e.exnCont;
          }
          mode = JUMP;
          continue;
        default:
          assertNever(e);
      }
    }
  }

  /** Enters `f` applied to `args` (any arity), the return point being already on the stack. */
  private call(st: State, f0: Value, args0: Value[]): void {
    let f = f0;
    let args = args0;
    for (;;) {
      const info = functionInfo(f);
      if (info === undefined) {
        // A function of the runtime (or of compiled JavaScript): called by JavaScript.
        if (typeof f !== "function") throw new InterpreterError("applying a value that is not a function");
        let r: Value;
        try {
          r = callForeign(f as OFunction, args);
        } catch (x) {
          this.transfer(st, RAISE, undefined, [this.hooks.exnOfJs(x)]);
          return;
        }
        this.transfer(st, RETURN, undefined, [r]);
        return;
      }
      if (info.kind === "partial") {
        args = [...info.args, ...args];
        f = info.target;
        continue;
      }
      const code = info.code;
      const n = code.params.length;
      if (args.length < n) {
        const remaining = n - args.length;
        const pap = makeFunction({ kind: "partial", target: f as OFunction, args, arity: remaining }, remaining, this.callFromJs);
        this.transfer(st, RETURN, undefined, [pap]);
        return;
      }
      if (args.length > n) {
        st.stack.push({ kind: "over_apply", rest: args.slice(n) });
        args = args.slice(0, n);
      }
      if (st.stack.length > this.hooks.maxDepth) {
        this.transfer(st, RAISE, undefined, [this.hooks.stackOverflow]);
        return;
      }
      const env = new Map<string, Value>();
      for (let i = 0; i < n; i++) env.set(code.params[i]!.name, args[i]);
      env.set(code.myClosure, f);
      st.act = { env, conts: undefined, returnCont: code.returnContinuation, exnCont: code.exnContinuation };
      st.expr = code.body;
      return;
    }
  }

  private switchTarget(e: Switch, v: number): ApplyCont | undefined {
    if (e.arms.length <= 8) {
      for (const arm of e.arms) if (arm.value === v) return arm.action;
      return undefined;
    }
    let table = this.switchTables.get(e);
    if (table === undefined) {
      table = new Map(e.arms.map((a) => [a.value, a.action]));
      this.switchTables.set(e, table);
    }
    return table.get(v);
  }

  private loop(st: State): Value[] {
    for (;;) {
      const e = st.expr;
      if (e === undefined) {
        if (st.done === undefined) throw new InterpreterError("the machine stopped without a result");
        return st.done;
      }
      const env = st.act.env;
      switch (e.kind) {
        case "let": {
          const named = e.named;
          const bound = e.bound;
          switch (named.kind) {
            case "simple":
              if (bound.kind !== "singleton") throw new InterpreterError("a simple bound to several names");
              env.set(bound.var, this.simple(named.simple, env));
              break;
            case "prim": {
              if (bound.kind !== "singleton") throw new InterpreterError("a primitive bound to several names");
              const p = named.prim;
              let v: Value;
              switch (p.kind) {
                case "nullary":
                  v = nullaryOp(p.op);
                  break;
                case "unary":
                  v = unaryOp(p.op, this.simple(p.arg, env));
                  break;
                case "binary":
                  v = binaryOp(p.op, this.simple(p.arg1, env), this.simple(p.arg2, env));
                  break;
                case "ternary":
                  v = ternaryOp(p.op, this.simple(p.arg1, env), this.simple(p.arg2, env), this.simple(p.arg3, env));
                  break;
                case "variadic":
                  v = variadicOp(p.op, this.simples(p.args, env));
                  break;
                default:
                  v = assertNever(p);
              }
              env.set(bound.var, v);
              break;
            }
            case "set_of_closures":
              this.bindClosures(bound, named.set, env);
              break;
            case "static_consts":
              this.defineStatics(bound, named.consts, env);
              break;
            default:
              assertNever(named);
          }
          st.expr = e.body;
          break;
        }
        case "let_cont": {
          const conts = (st.act.conts ??= new Map());
          for (const h of e.handlers) conts.set(h.cont, h);
          st.expr = e.body;
          break;
        }
        case "apply_cont":
          // Trap actions need no run-time work: every raise names its handler explicitly.
          this.transfer(st, JUMP, e.cont, this.simples(e.args, env));
          break;
        case "switch": {
          const v = this.simple(e.scrutinee, env) as number;
          const a = this.switchTarget(e, v);
          if (a === undefined) throw new InterpreterError(`switch on ${v}: no arm`);
          this.transfer(st, JUMP, a.cont, this.simples(a.args, env));
          break;
        }
        case "apply": {
          const args = this.simples(e.args, env);
          const k = e.callKind;
          if (k.kind === "c_call") {
            const fn = this.hooks.external(k.name);
            if (fn === undefined) throw new InterpreterError(`external ${k.name} is not in the runtime`);
            let r: Value;
            try {
              r = fn(...args);
            } catch (x) {
              this.transfer(st, JUMP, e.exnContinuation, [this.hooks.exnOfJs(x)]);
              break;
            }
            if (e.continuation === "never_returns") throw new InterpreterError(`external ${k.name} returned`);
            const n = k.returnArity.length;
            this.transfer(st, JUMP, e.continuation, n === 1 ? [r] : n === 0 ? [] : (r as Value[]));
            break;
          }
          if (e.callee === undefined) throw new InterpreterError("an OCaml call without a callee");
          const f = this.simple(e.callee, env);
          const act = st.act;
          // A tail call leaves no return point: the callee returns straight to our caller.
          if (e.continuation !== act.returnCont || e.exnContinuation !== act.exnCont)
            st.stack.push({ kind: "return", act, cont: e.continuation, exnCont: e.exnContinuation });
          this.call(st, f, args);
          break;
        }
        case "invalid":
          throw new InterpreterError(`reached invalid code: ${e.message}`);
        default:
          assertNever(e);
      }
    }
  }
}

/** Calls a JavaScript function with OCaml's application rules (partial and over-application). */
function callForeign(f: OFunction, args: Value[]): Value {
  let fn = f;
  let rest = args;
  for (;;) {
    const n = fn.length === 0 ? 1 : fn.length;
    if (n === rest.length) return fn(...rest);
    if (n > rest.length) {
      const got = rest;
      const target = fn;
      const g = (...more: Value[]): Value => callForeign(target, [...got, ...more]);
      Object.defineProperty(g, "length", { value: n - got.length });
      return g;
    }
    fn = fn(...rest.slice(0, n)) as OFunction;
    rest = rest.slice(n);
  }
}
