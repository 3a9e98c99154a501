// A small evaluator of Lambda, for tests only: enough to run pure programs and the standard
// library's units they use, so that decision trees can be checked by running programs before the
// later stages exist. Values use the run-time representation of ARCHITECTURE.md, so runtime
// functions (`CCall`) are the real runtime's; closures are JavaScript functions of the OCaml
// arity, applied through the runtime's `caml_call` (partial and over-application). Calls in tail
// position take no JavaScript stack, as in OCaml: such a call is returned as a `TailCall` to the
// evaluator's loop that called the function (`call`), which runs the callee's body in its place.
import * as runtime from "../../runtime/index.js";
import type { Ident, Lambda, LambdaProgram, Primitive, StructuredConstant } from "../../src/lambda/index.js";

type Value = unknown;

interface Scope {
  readonly key: string;
  value: Value;
  readonly parent: Scope | undefined;
}

type RecSize = { kind: "function"; arity: number } | { kind: "block"; size: number } | { kind: "array"; size: number } | { kind: "unknown" };

/** What a `let rec` definition builds, as its code shows (OCaml's `size_of_lambda`). */
function sizeOf(l: Lambda, env: ReadonlyMap<string, RecSize>): RecSize {
  switch (l.kind) {
    case "Var":
      return env.get(keyOf(l.ident)) ?? { kind: "unknown" };
    case "Function":
      return { kind: "function", arity: l.params.length };
    case "Let":
      return sizeOf(l.body, new Map(env).set(keyOf(l.ident), sizeOf(l.def, env)));
    case "LetRec": {
      const inner = new Map(env);
      for (const b of l.bindings) inner.set(keyOf(b.ident), sizeOf(b.def, env));
      return sizeOf(l.body, inner);
    }
    case "Sequence":
      return sizeOf(l.second, env);
    case "Prim":
      if (l.prim.kind === "MakeBlock") return { kind: "block", size: l.args.length };
      if (l.prim.kind === "DupRecord") return { kind: "block", size: l.prim.size };
      if (l.prim.kind === "MakeArray") return { kind: "array", size: l.args.length };
      return { kind: "unknown" };
    default:
      return { kind: "unknown" };
  }
}

/** A call in tail position, made by the loop of the call it ends (`Evaluator.call`). */
class TailCall {
  constructor(
    readonly f: Value,
    readonly args: Value[],
  ) {}
}

/** What a closure made by the evaluator runs. */
interface Code {
  readonly params: readonly { readonly ident: Ident }[];
  readonly body: Lambda;
  readonly scope: Scope | undefined;
}

class StaticExit {
  constructor(
    readonly label: number,
    readonly args: readonly Value[],
  ) {}
}

function keyOf(id: Ident): string {
  return id.global ? id.name : `${id.name}/${id.stamp}`;
}

function lookup(s: Scope | undefined, id: Ident): Scope {
  const k = keyOf(id);
  for (let c = s; c; c = c.parent) if (c.key === k) return c;
  throw new Error(`eval: unbound ${k}`);
}

function bind(s: Scope | undefined, id: Ident, value: Value): Scope {
  return { key: keyOf(id), value, parent: s };
}

function constant(c: StructuredConstant): Value {
  switch (c.kind) {
    case "int":
    case "char":
    case "float":
    case "int32":
    case "nativeint":
      return c.value;
    case "int64":
      return c.value;
    case "string":
      return c.value;
    case "block":
      return runtime.makeBlock(c.tag, ...c.fields.map(constant));
    case "float_array":
      return [254, ...c.values];
  }
}

// Runtime functions the standard library names that the runtime does not have yet.
const missing: Record<string, unknown> = {
  caml_flambe_string_concat: (a: string, b: string): string => a + b,
};
const rt = { ...missing, ...(runtime as unknown as Record<string, unknown>) };

function raisePredef(name: string, arg?: Value): never {
  const exn = runtime.predefinedExceptions.get(name)!;
  throw arg === undefined ? exn : runtime.makeBlock(0, exn, arg);
}

function bool(b: boolean): number {
  return b ? 1 : 0;
}

function cmp(c: string, a: number | bigint | string, b: number | bigint | string): number {
  switch (c) {
    case "eq":
      return bool(a === b);
    case "ne":
      return bool(a !== b);
    case "lt":
      return bool(a < b);
    case "le":
      return bool(a <= b);
    case "gt":
      return bool(a > b);
    default:
      return bool(a >= b);
  }
}

function bint(kind: string, v: bigint | number): bigint | number {
  if (kind === "int64") return BigInt.asIntN(64, BigInt(v));
  return Number(BigInt.asIntN(32, BigInt(v)));
}

export class Evaluator {
  private readonly globals = new Map<string, Value>();
  /** The code of each closure the evaluator made (and of each `let rec` placeholder given one). */
  private readonly code = new WeakMap<object, Code>();

  /** `loadUnit(name)` gives the Lambda of a unit the program reads (the standard library's). */
  constructor(private readonly loadUnit: (name: string) => LambdaProgram | undefined) {}

  runProgram(p: LambdaProgram): Value {
    // The units a program reads are initialised before it, as linking orders them.
    for (const u of p.requiredUnits) this.global(u);
    const v = this.eval(p.code, undefined);
    this.globals.set(p.unitName, v);
    return v;
  }

  private global(name: string): Value {
    const known = this.globals.get(name);
    if (known !== undefined) return known;
    const p = this.loadUnit(name);
    if (!p) throw new Error(`eval: no unit ${name}`);
    return this.runProgram(p);
  }

  /**
   * Applies `f` to `args`: a closure of the evaluator applied to as many arguments as it takes runs
   * here, and so does each call its body ends with; any other application goes through the
   * runtime's `caml_call`.
   */
  private call(f0: Value, args0: Value[]): Value {
    let f = f0;
    let args = args0;
    for (;;) {
      const c = typeof f === "function" ? this.code.get(f) : undefined;
      if (c === undefined || c.params.length !== args.length) return runtime.caml_call(f as (...a: unknown[]) => unknown, args);
      let scope = c.scope;
      c.params.forEach((p, i) => (scope = bind(scope, p.ident, args[i])));
      const r = this.eval(c.body, scope, true);
      if (!(r instanceof TailCall)) return r;
      f = r.f;
      args = r.args;
    }
  }

  /** `tail`: `l` is in tail position in a function's body, where a call is returned as a `TailCall`. */
  eval(l: Lambda, s: Scope | undefined, tail = false): Value {
    switch (l.kind) {
      case "Var":
        return lookup(s, l.ident).value;
      case "Const":
        return constant(l.constant);
      case "Apply": {
        const args = l.args.map((a) => this.eval(a, s));
        const f = this.eval(l.func, s);
        return tail ? new TailCall(f, args) : this.call(f, args);
      }
      case "Function": {
        const fn = (...args: Value[]): Value => this.call(fn, args);
        Object.defineProperty(fn, "length", { value: l.params.length });
        this.code.set(fn, { params: l.params, body: l.body, scope: s });
        return fn;
      }
      case "Let":
      case "MutLet":
        return this.eval(l.body, bind(s, l.ident, this.eval(l.def, s)), tail);
      case "LetRec": {
        // As OCaml's bytecode compiler does: a placeholder for each definition whose size the
        // code shows (a function, a block, an array), the others (which need none of the group)
        // evaluated first, then each placeholder receives its definition's value, in order.
        let scope = s;
        const cells: Scope[] = [];
        const sizes = l.bindings.map((b) => sizeOf(b.def, new Map()));
        l.bindings.forEach((b, i) => {
          const size = sizes[i]!;
          const dummy =
            size.kind === "function"
              ? runtime.caml_flambe_dummy_function(size.arity)
              : size.kind === "block"
                ? runtime.caml_flambe_dummy_block(size.size)
                : size.kind === "array"
                  ? runtime.caml_flambe_dummy_array(size.size)
                  : 0;
          scope = bind(scope, b.ident, dummy);
          cells.push(scope);
        });
        l.bindings.forEach((b, i) => {
          if (sizes[i]!.kind === "unknown") cells[i]!.value = this.eval(b.def, scope);
        });
        l.bindings.forEach((b, i) => {
          if (sizes[i]!.kind === "unknown") return;
          const v = this.eval(b.def, scope);
          runtime.caml_update_dummy(cells[i]!.value, v);
          // The placeholder runs the closure's code, calls to it in tail position included.
          const c = typeof v === "function" ? this.code.get(v) : undefined;
          if (c !== undefined) this.code.set(cells[i]!.value as object, c);
        });
        return this.eval(l.body, scope, tail);
      }
      case "Prim":
        return this.prim(l.prim, l.args.map((a) => this.eval(a, s)));
      case "Switch": {
        const v = this.eval(l.scrutinee, s);
        if (typeof v === "number") {
          const c = l.cases.consts.find((x) => x.value === v);
          if (c) return this.eval(c.action, s, tail);
        } else {
          const tag = (v as runtime.Block).t;
          const c = l.cases.blocks.find((x) => x.tag === tag);
          if (c) return this.eval(c.action, s, tail);
        }
        if (!l.cases.failAction) throw new Error("eval: switch without a case");
        return this.eval(l.cases.failAction, s, tail);
      }
      case "StringSwitch": {
        const v = this.eval(l.scrutinee, s);
        const c = l.cases.find((x) => x.value === v);
        if (c) return this.eval(c.action, s, tail);
        if (!l.default) throw new Error("eval: string switch without a case");
        return this.eval(l.default, s, tail);
      }
      case "StaticRaise":
        throw new StaticExit(l.label, l.args.map((a) => this.eval(a, s)));
      case "StaticCatch":
        // The body's tail call is made outside the `try`, once the body is done: a static exit
        // never leaves the function whose code raises it.
        try {
          return this.eval(l.body, s, tail);
        } catch (e) {
          if (!(e instanceof StaticExit) || e.label !== l.label) throw e;
          let scope = s;
          l.params.forEach((p, i) => (scope = bind(scope, p.ident, e.args[i])));
          return this.eval(l.handler, scope, tail);
        }
      case "TryWith":
        try {
          return this.eval(l.body, s);
        } catch (e) {
          if (e instanceof StaticExit || (e instanceof Error && !(e instanceof RangeError))) throw e;
          const exn = e instanceof RangeError ? runtime.predefinedExceptions.get("Stack_overflow") : e;
          return this.eval(l.handler, bind(s, l.exn, exn), tail);
        }
      case "IfThenElse":
        return this.eval(l.cond, s) !== 0 ? this.eval(l.then, s, tail) : this.eval(l.else, s, tail);
      case "Sequence":
        this.eval(l.first, s);
        return this.eval(l.second, s, tail);
      case "While":
        while (this.eval(l.cond, s) !== 0) this.eval(l.body, s);
        return 0;
      case "For": {
        const from = this.eval(l.from, s) as number;
        const to = this.eval(l.to, s) as number;
        if (l.direction === "up") for (let i = from; i <= to; i++) this.eval(l.body, bind(s, l.ident, i));
        else for (let i = from; i >= to; i--) this.eval(l.body, bind(s, l.ident, i));
        return 0;
      }
      case "Assign":
        lookup(s, l.ident).value = this.eval(l.value, s);
        return 0;
    }
  }

  private prim(p: Primitive, a: Value[]): Value {
    const n = a as number[];
    const blk = (i: number): unknown[] => a[i] as unknown[];
    const block = (i: number): runtime.Block => a[i] as runtime.Block;
    switch (p.kind) {
      case "Identity":
      case "Opaque":
        return a[0];
      case "Ignore":
        return 0;
      case "GetGlobal":
        return this.global(p.unit);
      case "PredefinedException":
        return runtime.predefinedExceptions.get(p.name);
      case "MakeBlock":
        return runtime.makeBlock(p.tag, ...a);
      case "Field":
        return block(0)[runtime.fieldName(p.index)];
      case "SetField":
        block(0)[runtime.fieldName(p.index)] = a[1];
        return 0;
      case "DupRecord":
        return { ...block(0) };
      case "CCall": {
        const f = rt[p.name];
        if (typeof f !== "function") throw new Error(`eval: no runtime function ${p.name}`);
        return (f as (...x: unknown[]) => unknown)(...a);
      }
      case "Raise":
        throw a[0];
      case "PhysComp":
        return bool(p.comparison === "eq" ? a[0] === a[1] : a[0] !== a[1]);
      case "SequAnd":
        return bool(n[0] !== 0 && n[1] !== 0);
      case "SequOr":
        return bool(n[0] !== 0 || n[1] !== 0);
      case "Not":
        return bool(n[0] === 0);
      case "NegInt":
        return -n[0]! | 0;
      case "AddInt":
        return (n[0]! + n[1]!) | 0;
      case "SubInt":
        return (n[0]! - n[1]!) | 0;
      case "MulInt":
        return Math.imul(n[0]!, n[1]!);
      case "DivInt":
        if (n[1] === 0) raisePredef("Division_by_zero");
        return (n[0]! / n[1]!) | 0;
      case "ModInt":
        if (n[1] === 0) raisePredef("Division_by_zero");
        return n[0]! % n[1]! | 0;
      case "AndInt":
        return n[0]! & n[1]!;
      case "OrInt":
        return n[0]! | n[1]!;
      case "XorInt":
        return n[0]! ^ n[1]!;
      case "LslInt":
        return n[0]! << n[1]!;
      case "LsrInt":
        return (n[0]! >>> n[1]!) | 0;
      case "AsrInt":
        return n[0]! >> n[1]!;
      case "IntComp":
      case "FloatComp":
        return cmp(p.comparison, n[0]!, n[1]!);
      case "CompareInts":
        return n[0]! < n[1]! ? -1 : n[0]! > n[1]! ? 1 : 0;
      case "CompareFloats":
        return runtime.caml_float_compare(n[0]!, n[1]!);
      case "OffsetInt":
        return (n[0]! + p.offset) | 0;
      case "OffsetRef":
        block(0)._0 = ((block(0)._0 as number) + p.offset) | 0;
        return 0;
      case "IsOut":
        return bool(n[0]! >>> 0 >= n[1]! >>> 0);
      case "IsInt":
        return bool(typeof a[0] === "number");
      case "IntOfFloat":
        return n[0]! | 0;
      case "FloatOfInt":
      case "AbsFloat":
        return p.kind === "AbsFloat" ? Math.abs(n[0]!) : n[0];
      case "NegFloat":
        return -n[0]!;
      case "AddFloat":
        return n[0]! + n[1]!;
      case "SubFloat":
        return n[0]! - n[1]!;
      case "MulFloat":
        return n[0]! * n[1]!;
      case "DivFloat":
        return n[0]! / n[1]!;
      case "StringLength":
        return (a[0] as string).length;
      case "StringRef": {
        const str = a[0] as string;
        if (p.safe && (n[1]! < 0 || n[1]! >= str.length)) raisePredef("Invalid_argument", "index out of bounds");
        return str.charCodeAt(n[1]!);
      }
      case "BytesLength":
        return (a[0] as Uint8Array).length;
      case "BytesRef": {
        const b = a[0] as Uint8Array;
        if (p.safe && (n[1]! < 0 || n[1]! >= b.length)) raisePredef("Invalid_argument", "index out of bounds");
        return b[n[1]!];
      }
      case "BytesSet": {
        const b = a[0] as Uint8Array;
        if (p.safe && (n[1]! < 0 || n[1]! >= b.length)) raisePredef("Invalid_argument", "index out of bounds");
        b[n[1]!] = n[2]!;
        return 0;
      }
      case "BytesOfString":
        return runtime.caml_bytes_of_string(a[0] as string);
      case "BytesToString":
        return runtime.caml_string_of_bytes(a[0] as Uint8Array);
      case "MakeArray":
        return [p.arrayKind === "float" ? 254 : 0, ...a];
      case "ArrayLength":
        return blk(0).length - 1;
      case "ArrayRef": {
        const arr = blk(0);
        if (p.safe && (n[1]! < 0 || n[1]! >= arr.length - 1)) raisePredef("Invalid_argument", "index out of bounds");
        return arr[n[1]! + 1];
      }
      case "ArraySet": {
        const arr = blk(0);
        if (p.safe && (n[1]! < 0 || n[1]! >= arr.length - 1)) raisePredef("Invalid_argument", "index out of bounds");
        arr[n[1]! + 1] = a[2];
        return 0;
      }
      case "BintOfInt":
        return bint(p.bint, n[0]!);
      case "IntOfBint":
        return Number(BigInt.asIntN(32, BigInt(a[0] as number | bigint)));
      case "CvtBint":
        return bint(p.to, a[0] as number | bigint);
      case "NegBint":
        return bint(p.bint, -BigInt(a[0] as number | bigint));
      case "BintOp": {
        const x = BigInt(a[0] as number | bigint);
        const y = BigInt(a[1] as number | bigint);
        const width = p.bint === "int64" ? 64n : 32n;
        switch (p.op) {
          case "add":
            return bint(p.bint, x + y);
          case "sub":
            return bint(p.bint, x - y);
          case "mul":
            return bint(p.bint, x * y);
          case "div":
            if (y === 0n) raisePredef("Division_by_zero");
            return bint(p.bint, x / y);
          case "mod":
            if (y === 0n) raisePredef("Division_by_zero");
            return bint(p.bint, x % y);
          case "and":
            return bint(p.bint, x & y);
          case "or":
            return bint(p.bint, x | y);
          case "xor":
            return bint(p.bint, x ^ y);
          case "lsl":
            return bint(p.bint, x << y);
          case "lsr":
            return bint(p.bint, BigInt.asUintN(Number(width), x) >> y);
          case "asr":
            return bint(p.bint, x >> y);
        }
        break;
      }
      case "BintComp":
        return cmp(p.comparison, a[0] as number | bigint, a[1] as number | bigint);
      case "CtConst":
        switch (p.name) {
          case "word_size":
          case "int_size":
            return 32;
          case "big_endian":
          case "ostype_win32":
          case "ostype_cygwin":
            return 0;
          case "ostype_unix":
            return 1;
          case "max_wosize":
            return 0x3fffff;
          case "backend_type":
            return runtime.makeBlock(0, "js_of_ocaml");
        }
    }
    throw new Error(`eval: primitive ${p.kind}`);
  }
}
