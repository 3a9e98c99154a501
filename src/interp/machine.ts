// The abstract machine that runs Flambda terms: the semantic reference the optimiser's output is
// checked against. It never uses the JavaScript stack for OCaml control: the next step, the
// current activation (a function's variables and continuations) and an explicit stack of
// return points are its whole state, so a recursion of 100,000 OCaml calls is 100,000 array
// entries, and a tail call (an `Apply` passing the caller's own continuations) replaces the
// caller's activation instead of stacking a return point.
//
// Each term is turned, once and lazily, into a JavaScript function that performs it (a "step"):
// what a node is, which primitive it applies, where its variables live, is decided when it is
// first reached rather than every time it runs.
//
// Variables live in a frame, an array with one slot per variable the function's body binds
// (its layout): names are unique in a unit, and a continuation handler only ever runs inside
// the activation that bound it, so it finds its free variables in that frame (a recursive
// continuation rebinding its parameters overwrites the values of the previous iteration, which
// are dead by scoping).
import { assertNever } from "../common/assert_never.js";
import type { BoundPattern } from "../flambda/bound_pattern.js";
import type { Code } from "../flambda/code.js";
import type { Apply, ApplyCont, ContHandler, Expr } from "../flambda/expr.js";
import type { FlambdaUnit } from "../flambda/flambda_unit.js";
import type { Named } from "../flambda/named.js";
import type { Continuation, FunctionSlot, ValueSlot } from "../flambda/names.js";
import type { SetOfClosures } from "../flambda/set_of_closures.js";
import type { Simple } from "../flambda/simple.js";
import type { StaticConst } from "../flambda/static_const.js";
import { binaryFn, bytesOfString, nullaryValue, ternaryFn, unaryFn, variadicFn } from "./eval_primitive.js";
import { functionInfo, makeFunction, type ClosureSet, type OFunction, type Value } from "./values.js";
import { fieldName, makeBlock } from "../../runtime/values.js";

/** An internal error: the term being run is not well formed (the checker would have said so). */
export class InterpreterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InterpreterError";
  }
}

/** Where each variable of a function body (or of a unit's toplevel) lives in its frame. */
type Layout = ReadonlyMap<string, number>;
/** A code's layout, with the slots of its parameters and of `my_closure`. */
interface CodeLayout {
  readonly layout: Layout;
  readonly params: readonly number[];
  readonly myClosure: number;
}
/** The variables of one activation, laid out by its layout. */
type Frame = Value[];
/** Performs one term: binds, then sets the next step, or transfers control. */
type Step = (st: State) => void;
/** Reads a simple in a frame. */
type Reader = (frame: Frame) => Value;

/** A continuation handler ready to run: its parameters' slots, and its body compiled on first use. */
interface Handler {
  readonly params: readonly number[];
  readonly source: ContHandler;
  readonly layout: Layout;
  body: Step | undefined;
}

interface Activation {
  readonly frame: Frame;
  /** Made on the first `Let_cont`: many activations bind none, and deep recursions hold many. */
  conts: Map<string, Handler> | undefined;
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
  /** What to do next; `undefined` once the run has delivered its result (`done`). */
  step: Step | undefined;
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
  /** How many steps a machine may take in all (a bound for tests of possibly looping terms). */
  readonly maxSteps: number;
}

/** The slots of every variable bound in `root` (not in the code it defines), after `first`. */
function layoutOf(root: Expr, first: readonly string[]): Layout {
  const layout = new Map<string, number>();
  const add = (v: string): void => {
    if (!layout.has(v)) layout.set(v, layout.size);
  };
  for (const v of first) add(v);
  const todo: Expr[] = [root];
  while (todo.length > 0) {
    const e = todo.pop()!;
    switch (e.kind) {
      case "let":
        if (e.bound.kind === "singleton") add(e.bound.var);
        else if (e.bound.kind === "set_of_closures") for (const v of e.bound.vars) add(v);
        todo.push(e.body);
        break;
      case "let_cont":
        for (const h of e.handlers) {
          for (const p of h.params) add(p.name);
          todo.push(h.handler);
        }
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
  return layout;
}

export class Machine {
  private readonly symbols = new Map<string, Value>();
  /** The code of the unit being run: code ids are only unique within a unit. */
  private codes = new Map<string, Code>();
  private readonly layouts = new WeakMap<Code, CodeLayout>();
  /** The step of each term reached so far, per layout (a term could be shared by two bodies). */
  private readonly steps = new WeakMap<Layout, WeakMap<Expr, Step>>();

  private stepsTaken = 0;

  constructor(private readonly hooks: MachineHooks) {}

  /** Calls an interpreted closure from JavaScript (the runtime calling back into OCaml). */
  readonly callFromJs = (f: OFunction, args: Value[]): Value => {
    const st: State = {
      act: { frame: [], conts: undefined, returnCont: "" as Continuation, exnCont: "" as Continuation },
      step: undefined,
      stack: [{ kind: "boundary" }],
      done: undefined,
    };
    this.call(st, f, args);
    return this.loop(st)[0];
  };

  /** Runs a unit's toplevel; an exception escaping it is thrown (as the value itself). */
  runUnit(u: FlambdaUnit): void {
    // The code of earlier units stays: their closures may be allocated later (List.map's local
    // function, a Printf continuation). Code ids are unique across the units linked together.
    const layout = layoutOf(u.body, []);
    const st: State = {
      act: { frame: new Array(layout.size), conts: undefined, returnCont: u.returnContinuation, exnCont: u.exnContinuation },
      step: this.compile(u.body, layout),
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

  private slot(layout: Layout, name: string): number {
    const i = layout.get(name);
    if (i === undefined) throw new InterpreterError(`variable ${name} is not bound in this function`);
    return i;
  }

  private reader(s: Simple, layout: Layout): Reader {
    switch (s.kind) {
      case "var": {
        const name = s.name;
        const i = layout.get(name);
        if (i === undefined)
          return () => {
            throw new InterpreterError(`variable ${name} is not bound in this function`);
          };
        return (frame) => {
          const v = frame[i];
          // (A slot never assigned is a hole; JavaScript's `undefined`, a value a program
          // using JavaScript may hold, is assigned.)
          if (v === undefined && !(i in frame)) throw new InterpreterError(`variable ${name} has no value`);
          return v;
        };
      }
      case "symbol": {
        // Symbols never change once defined.
        const name = s.name;
        let cached: Value;
        return () => (cached !== undefined ? cached : (cached = this.symbolValue(name)));
      }
      case "const": {
        const v = s.value.value;
        return () => v;
      }
      default:
        return assertNever(s);
    }
  }

  private readers(ss: readonly Simple[], layout: Layout): (frame: Frame) => Value[] {
    const rs = ss.map((x) => this.reader(x, layout));
    const n = rs.length;
    return (frame) => {
      const out = new Array<Value>(n);
      for (let i = 0; i < n; i++) out[i] = rs[i]!(frame);
      return out;
    };
  }

  // --- closures ---

  private codeOf(id: string): Code {
    const c = this.codes.get(id);
    if (c === undefined) throw new InterpreterError(`code ${id} is not defined`);
    return c;
  }

  private layoutOfCode(c: Code): CodeLayout {
    let l = this.layouts.get(c);
    if (l === undefined) {
      const layout = layoutOf(c.body, [...c.params.map((p) => p.name), c.myClosure]);
      l = { layout, params: c.params.map((p) => this.slot(layout, p.name)), myClosure: this.slot(layout, c.myClosure) };
      this.layouts.set(c, l);
    }
    return l;
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

  private closuresBinder(bound: BoundPattern, s: SetOfClosures, layout: Layout): (frame: Frame) => void {
    if (bound.kind !== "set_of_closures") throw new InterpreterError("closures bound to a single variable");
    const slots = bound.vars.map((v) => this.slot(layout, v));
    const values = s.valueSlots.map((v) => [v.slot, this.reader(v.value, layout)] as const);
    return (frame) => {
      const set = this.allocateClosures(s);
      for (const [slot, read] of values) set.valueSlots.set(slot, read(frame));
      s.functionDecls.forEach((d, i) => {
        frame[slots[i]!] = set.closures.get(d.slot);
      });
    };
  }

  // --- static constants ---

  private staticsBinder(bound: BoundPattern, consts: readonly StaticConst[], layout: Layout): (frame: Frame) => void {
    if (bound.kind !== "static") throw new InterpreterError("static constants bound to variables");
    return (frame) => this.defineStatics(bound.bindings, consts, (s) => this.reader(s, layout)(frame));
  }

  private defineStatics(
    bindings: Extract<BoundPattern, { kind: "static" }>["bindings"],
    consts: readonly StaticConst[],
    value: (s: Simple) => Value,
  ): void {
    // Code first, then every symbol's storage, then the contents: the group may be recursive.
    consts.forEach((c) => {
      if (c.kind === "code") this.codes.set(c.code.codeId, c.code);
    });
    const fills: (() => void)[] = [];
    consts.forEach((c, i) => {
      const b = bindings[i];
      if (b === undefined) throw new InterpreterError("static constant without a name");
      switch (c.kind) {
        case "code":
          return;
        case "set_of_closures": {
          if (b.kind !== "set_of_closures") throw new InterpreterError("lifted closures bound to one symbol");
          const set = this.allocateClosures(c.set);
          c.set.functionDecls.forEach((d, j) => this.symbols.set(b.symbols[j]!, set.closures.get(d.slot)));
          fills.push(() => {
            for (const v of c.set.valueSlots) set.valueSlots.set(v.slot, value(v.value));
          });
          return;
        }
        default:
          break;
      }
      if (b.kind !== "block_like") throw new InterpreterError("a static constant bound to several symbols");
      switch (c.kind) {
        case "block": {
          const block = makeBlock(c.tag, ...c.fields.map(() => 0));
          this.symbols.set(b.symbol, block);
          fills.push(() => {
            c.fields.forEach((f, j) => (block[fieldName(j)] = value(f)));
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
        if (ps.length !== vals.length)
          throw new InterpreterError(`continuation ${k} takes ${ps.length} arguments, given ${vals.length}`);
        for (let i = 0; i < ps.length; i++) act.frame[ps[i]!] = vals[i];
        st.step = h.body ??= this.compile(h.source.handler, h.layout);
        return;
      }
      const e = st.stack.pop();
      if (e === undefined) throw new InterpreterError("the stack is empty");
      switch (e.kind) {
        case "boundary":
          if (mode === RAISE) throw vals[0];
          st.done = vals;
          st.step = undefined;
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
      const cl = this.layoutOfCode(code);
      const frame: Frame = new Array(cl.layout.size);
      for (let i = 0; i < n; i++) frame[cl.params[i]!] = args[i];
      frame[cl.myClosure] = f;
      st.act = { frame, conts: undefined, returnCont: code.returnContinuation, exnCont: code.exnContinuation };
      st.step = this.compile(code.body, cl.layout);
      return;
    }
  }

  private loop(st: State): Value[] {
    const limit = this.hooks.maxSteps;
    for (;;) {
      const step = st.step;
      if (step === undefined) {
        if (st.done === undefined) throw new InterpreterError("the machine stopped without a result");
        return st.done;
      }
      if (++this.stepsTaken > limit) throw new InterpreterError(`the run took more than ${limit} steps`);
      step(st);
    }
  }

  // --- compiling terms into steps ---

  /** The step performing `e` in a body of the given layout (made on first use). */
  private compile(e: Expr, layout: Layout): Step {
    let cache = this.steps.get(layout);
    if (cache === undefined) {
      cache = new WeakMap();
      this.steps.set(layout, cache);
    }
    let step = cache.get(e);
    if (step === undefined) {
      step = this.makeStep(e, layout);
      cache.set(e, step);
    }
    return step;
  }

  /** What a `Let` does to the frame before its body runs. */
  private binder(bound: BoundPattern, named: Named, layout: Layout): (frame: Frame) => void {
    switch (named.kind) {
      case "simple": {
        if (bound.kind !== "singleton") throw new InterpreterError("a simple bound to several names");
        const i = this.slot(layout, bound.var);
        const read = this.reader(named.simple, layout);
        return (frame) => {
          frame[i] = read(frame);
        };
      }
      case "prim": {
        if (bound.kind !== "singleton") throw new InterpreterError("a primitive bound to several names");
        const i = this.slot(layout, bound.var);
        const p = named.prim;
        switch (p.kind) {
          case "nullary": {
            const v = nullaryValue(p.op);
            return (frame) => {
              frame[i] = v;
            };
          }
          case "unary": {
            const f = unaryFn(p.op);
            const a = this.reader(p.arg, layout);
            return (frame) => {
              frame[i] = f(a(frame));
            };
          }
          case "binary": {
            const f = binaryFn(p.op);
            const a = this.reader(p.arg1, layout);
            const b = this.reader(p.arg2, layout);
            return (frame) => {
              frame[i] = f(a(frame), b(frame));
            };
          }
          case "ternary": {
            const f = ternaryFn(p.op);
            const a = this.reader(p.arg1, layout);
            const b = this.reader(p.arg2, layout);
            const c = this.reader(p.arg3, layout);
            return (frame) => {
              frame[i] = f(a(frame), b(frame), c(frame));
            };
          }
          case "variadic": {
            const f = variadicFn(p.op);
            const args = this.readers(p.args, layout);
            return (frame) => {
              frame[i] = f(args(frame));
            };
          }
          default:
            return assertNever(p);
        }
      }
      case "set_of_closures":
        return this.closuresBinder(bound, named.set, layout);
      case "static_consts":
        return this.staticsBinder(bound, named.consts, layout);
      default:
        return assertNever(named);
    }
  }

  /** Jumps to a continuation (trap actions need no run-time work: every raise names its handler). */
  private jump(a: ApplyCont, layout: Layout): Step {
    const k = a.cont;
    const args = this.readers(a.args, layout);
    return (st) => this.transfer(st, JUMP, k, args(st.act.frame));
  }

  private makeStep(e: Expr, layout: Layout): Step {
    switch (e.kind) {
      case "let": {
        const bind = this.binder(e.bound, e.named, layout);
        const body = e.body;
        let next: Step | undefined;
        return (st) => {
          bind(st.act.frame);
          st.step = next ??= this.compile(body, layout);
        };
      }
      case "let_cont": {
        const handlers = e.handlers.map((h): [string, Handler] => [
          h.cont,
          { params: h.params.map((p) => this.slot(layout, p.name)), source: h, layout, body: undefined },
        ]);
        const body = e.body;
        let next: Step | undefined;
        return (st) => {
          const conts = (st.act.conts ??= new Map());
          for (const [k, h] of handlers) conts.set(k, h);
          st.step = next ??= this.compile(body, layout);
        };
      }
      case "apply_cont":
        return this.jump(e, layout);
      case "switch": {
        const scrutinee = this.reader(e.scrutinee, layout);
        const arms = new Map(e.arms.map((a) => [a.value, this.jump(a.action, layout)]));
        return (st) => {
          const v = scrutinee(st.act.frame) as number;
          const arm = arms.get(v);
          if (arm === undefined) throw new InterpreterError(`switch on ${v}: no arm`);
          arm(st);
        };
      }
      case "apply":
        return this.applyStep(e, layout);
      case "invalid": {
        const message = e.message;
        return () => {
          throw new InterpreterError(`reached invalid code: ${message}`);
        };
      }
      default:
        return assertNever(e);
    }
  }

  private applyStep(e: Apply, layout: Layout): Step {
    const args = this.readers(e.args, layout);
    const k = e.callKind;
    const cont = e.continuation;
    const exnCont = e.exnContinuation;
    if (k.kind === "c_call") {
      const name = k.name;
      const n = k.returnArity.length;
      let fn: OFunction | undefined;
      return (st) => {
        fn ??= this.hooks.external(name);
        if (fn === undefined) throw new InterpreterError(`external ${name} is not in the runtime`);
        let r: Value;
        try {
          r = fn(...args(st.act.frame));
        } catch (x) {
          this.transfer(st, JUMP, exnCont, [this.hooks.exnOfJs(x)]);
          return;
        }
        if (cont === "never_returns") throw new InterpreterError(`external ${name} returned`);
        this.transfer(st, JUMP, cont, n === 1 ? [r] : n === 0 ? [] : (r as Value[]));
      };
    }
    if (e.callee === undefined) throw new InterpreterError("an OCaml call without a callee");
    const callee = this.reader(e.callee, layout);
    return (st) => {
      const act = st.act;
      const f = callee(act.frame);
      const vals = args(act.frame);
      // A tail call leaves no return point: the callee returns straight to our caller.
      if (cont !== act.returnCont || exnCont !== act.exnCont) st.stack.push({ kind: "return", act, cont, exnCont });
      this.call(st, f, vals);
    };
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
