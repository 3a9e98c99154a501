// The text form of the IR (the syntax is documented at the top of `parser.ts`). Printing is
// deterministic, names are printed as they are, and kinds only where they are not `value`, so
// that print -> parse -> print is the identity. Chains of `let` and `let_cont` bodies are printed
// in a loop rather than by recursion: a long straight-line toplevel must not overflow the stack.
import { assertNever } from "../common/assert_never.js";
import type { Location } from "../common/location.js";
import type { BoundPattern, BoundStatic } from "./bound_pattern.js";
import { type Code, type Param, defaultCodeAttributes } from "./code.js";
import type { Debuginfo } from "./debuginfo.js";
import type { Apply, ApplyCont, CallKind, ContHandler, Expr, InlinedAttribute, TrapAction } from "./expr.js";
import type { FlambdaUnit } from "./flambda_unit.js";
import type { Kind } from "./kinds.js";
import type { Named } from "./named.js";
import type {
  ArrayKind,
  BlockAccessKind,
  BoxableNumber,
  Mutability,
  Primitive,
  StandardIntOrFloat,
} from "./primitives.js";
import type { SetOfClosures } from "./set_of_closures.js";
import type { Const, Simple } from "./simple.js";
import { exprSize } from "./size.js";
import type { StaticConst } from "./static_const.js";

const INDENT = "  ";
const MAX_INDENT = 40;

// ---------------------------------------------------------------------------------------------
// Atoms

/** OCaml-style string literal: printable ASCII as is, `\"`, `\\`, `\n`, `\t`, others as `\ddd`. */
export function quoteString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += "\\\\";
    else if (c === 0x0a) out += "\\n";
    else if (c === 0x09) out += "\\t";
    else if (c >= 0x20 && c < 0x7f) out += s[i];
    else out += "\\" + String(c).padStart(3, "0");
  }
  return out + '"';
}

export function printFloat(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  if (Object.is(x, -0)) return "-0.";
  const s = String(x);
  return /[.e]/.test(s) ? s : s + ".";
}

export function printConst(c: Const): string {
  switch (c.kind) {
    case "tagged_immediate":
      return String(c.value);
    case "naked_immediate":
      return "#" + String(c.value);
    case "naked_float":
      return printFloat(c.value);
    case "naked_int32":
      return String(c.value) + "l";
    case "naked_int64":
      return String(c.value) + "L";
    case "naked_nativeint":
      return String(c.value) + "n";
    default:
      return assertNever(c);
  }
}

export function printSimple(s: Simple): string {
  switch (s.kind) {
    case "var":
      return s.name;
    case "symbol":
      return "$" + s.name;
    case "const":
      return printConst(s.value);
    default:
      return assertNever(s);
  }
}

function printArgs(args: readonly Simple[]): string {
  return args.map((a) => " " + printSimple(a)).join("");
}

export function printKind(k: Kind): string {
  return k;
}

function printParam(p: Param): string {
  return p.kind === "value" ? p.name : `${p.name} : ${p.kind}`;
}

function printParams(ps: readonly Param[]): string {
  return "(" + ps.map(printParam).join(", ") + ")";
}

function printArity(ks: readonly Kind[]): string {
  return ks.length === 1 ? ks[0]! : "(" + ks.join(", ") + ")";
}

function printLocation(l: Location): string {
  const { start: s, end: e } = l;
  return `@${l.ghost ? "ghost" : "loc"}(${quoteString(l.file)}, ${s.line}, ${s.col}, ${s.offset}, ${e.line}, ${e.col}, ${e.offset})`;
}

function printDbg(d: Debuginfo): string {
  return d.map((l) => " " + printLocation(l)).join("");
}

// ---------------------------------------------------------------------------------------------
// Primitives

const intSuffix: Record<StandardIntOrFloat, string> = {
  tagged_immediate: "int",
  naked_immediate: "imm",
  naked_int32: "i32",
  naked_int64: "i64",
  naked_nativeint: "nat",
  naked_float: "float",
};

export const standardIntOfSuffix: ReadonlyMap<string, StandardIntOrFloat> = new Map(
  Object.entries(intSuffix).map(([k, v]) => [v, k as StandardIntOrFloat]),
);

function boxSuffix(n: BoxableNumber): string {
  return intSuffix[n];
}

const arrayKindWord: Record<ArrayKind, string> = {
  immediates: "immediates",
  values: "values",
  naked_floats: "floats",
  generic: "generic",
};

export const arrayKindOfWord: ReadonlyMap<string, ArrayKind> = new Map(
  Object.entries(arrayKindWord).map(([k, v]) => [v, k as ArrayKind]),
);

function mutabilityParams(m: Mutability, dflt: Mutability): string[] {
  return m === dflt ? [] : [m];
}

function accessParams(a: BlockAccessKind): string[] {
  const out: string[] = [];
  if (a.kind === "naked_floats") {
    out.push("floats");
  } else {
    if (a.tag !== undefined) out.push(`tag=${a.tag}`);
    if (a.fieldKind === "immediate") out.push("imm");
  }
  if (a.size !== undefined) out.push(`size=${a.size}`);
  return out;
}

/** The name (without `%`) and bracketed parameters of a primitive's operation. */
export function primitiveHead(p: Primitive): { readonly name: string; readonly params: readonly string[] } {
  const plain = (name: string) => ({ name, params: [] as string[] });
  switch (p.kind) {
    case "nullary":
      return { name: "optimised_out", params: [p.op.resultKind] };
    case "unary": {
      const op = p.op;
      switch (op.kind) {
        case "tag_immediate":
          return plain("tag_imm");
        case "untag_immediate":
          return plain("untag_imm");
        case "int_neg":
          return plain("neg_" + intSuffix[op.int]);
        case "float_neg":
          return plain("neg_float");
        case "float_abs":
          return plain("abs_float");
        case "boolean_not":
          return plain("not");
        case "num_conv":
          return plain(`conv_${intSuffix[op.src]}_${intSuffix[op.dst]}`);
        case "box_number":
          return plain("box_" + boxSuffix(op.number));
        case "unbox_number":
          return plain("unbox_" + boxSuffix(op.number));
        case "is_int":
        case "get_tag":
        case "array_length":
        case "string_length":
        case "bytes_length":
        case "bytes_of_string":
        case "string_of_bytes":
          return plain(op.kind);
        case "opaque_identity":
          return plain("opaque");
        case "block_load":
          return {
            name: "block_load",
            params: [String(op.field), ...accessParams(op.access), ...mutabilityParams(op.mutability, "immutable")],
          };
        case "project_value_slot":
          return {
            name: "project_value_slot",
            params: [op.from, op.slot, ...(op.slotKind === "value" ? [] : [op.slotKind])],
          };
        case "project_function_slot":
          return { name: "project_function_slot", params: [op.from, op.to] };
        default:
          return assertNever(op);
      }
    }
    case "binary": {
      const op = p.op;
      switch (op.kind) {
        case "int_arith":
        case "int_shift":
        case "int_comp":
          return plain(`${op.op}_${intSuffix[op.int]}`);
        case "float_arith":
        case "float_comp":
          return plain(`${op.op}_float`);
        case "phys_equal":
          return plain("phys_eq");
        case "phys_not_equal":
          return plain("phys_ne");
        case "block_set":
          return {
            name: "block_set",
            params: [String(op.field), ...accessParams(op.access), ...(op.init === "initialization" ? ["init"] : [])],
          };
        case "array_load":
          return {
            name: "array_load",
            params: [arrayKindWord[op.arrayKind], ...mutabilityParams(op.mutability, "mutable")],
          };
        case "string_load":
        case "bytes_load":
          return { name: op.kind, params: [String(op.width)] };
        default:
          return assertNever(op);
      }
    }
    case "ternary": {
      const op = p.op;
      switch (op.kind) {
        case "array_set":
          return { name: "array_set", params: [arrayKindWord[op.arrayKind]] };
        case "bytes_set":
          return { name: "bytes_set", params: [String(op.width)] };
        default:
          return assertNever(op);
      }
    }
    case "variadic": {
      const op = p.op;
      switch (op.kind) {
        case "make_block": {
          const bk = op.blockKind;
          const params =
            bk.kind === "naked_floats"
              ? ["floats"]
              : [
                  String(bk.tag),
                  ...(bk.fieldKinds.some((k) => k !== "any_value")
                    ? ["kinds=" + bk.fieldKinds.map((k) => (k === "immediate" ? "imm" : "any")).join(",")]
                    : []),
                ];
          return { name: "make_block", params: [...params, ...mutabilityParams(op.mutability, "immutable")] };
        }
        case "make_array":
          return {
            name: "make_array",
            params: [arrayKindWord[op.arrayKind], ...mutabilityParams(op.mutability, "mutable")],
          };
        default:
          return assertNever(op);
      }
    }
    default:
      return assertNever(p);
  }
}

export function printPrimitive(p: Primitive): string {
  const { name, params } = primitiveHead(p);
  const head = "%" + name + (params.length > 0 ? "[" + params.join(" ") + "]" : "");
  const args = p.kind === "nullary" ? [] : p.kind === "unary" ? [p.arg] : p.kind === "binary" ? [p.arg1, p.arg2] : p.kind === "ternary" ? [p.arg1, p.arg2, p.arg3] : p.args;
  return head + printArgs(args);
}

// ---------------------------------------------------------------------------------------------
// Named

function printSetOfClosures(s: SetOfClosures): string {
  const decls = s.functionDecls.map((d) => `${d.slot} = ${d.codeId}`).join("; ");
  let out = `closures { ${decls} }`;
  if (s.valueSlots.length > 0) {
    const slots = s.valueSlots
      .map((v) => (v.kind === "value" ? v.slot : `(${v.slot} : ${v.kind})`) + " = " + printSimple(v.value))
      .join("; ");
    out += ` env { ${slots} }`;
  }
  return out;
}

export function printNamed(n: Named): string {
  switch (n.kind) {
    case "simple":
      return printSimple(n.simple);
    case "prim":
      return printPrimitive(n.prim) + printDbg(n.dbg);
    case "set_of_closures":
      return printSetOfClosures(n.set);
    case "static_consts":
      // Only printable with its bound pattern (see `let_symbol`).
      return "<static constants>";
    default:
      return assertNever(n);
  }
}

function printPattern(b: BoundPattern): string {
  switch (b.kind) {
    case "singleton":
      return b.varKind === "value" ? b.var : `(${b.var} : ${b.varKind})`;
    case "set_of_closures":
      return b.vars.join(", ");
    case "static":
      return b.bindings.map(printBoundStatic).join(", ");
    default:
      return assertNever(b);
  }
}

function printBoundStatic(b: BoundStatic): string {
  switch (b.kind) {
    case "code":
      return b.codeId;
    case "block_like":
      return "$" + b.symbol;
    case "set_of_closures":
      return b.symbols.map((s) => "$" + s).join(", ");
    default:
      return assertNever(b);
  }
}

function printFloats(xs: readonly number[]): string {
  return "(" + xs.map(printFloat).join(", ") + ")";
}

/** A static constant that is not code, on one line. */
function printStaticConstInline(c: Exclude<StaticConst, { kind: "code" }>): string {
  switch (c.kind) {
    case "block":
      return (
        `block ${c.tag}` +
        (c.mutability === "immutable" ? "" : " " + c.mutability) +
        " (" +
        c.fields.map(printSimple).join(", ") +
        ")"
      );
    case "set_of_closures":
      return printSetOfClosures(c.set);
    case "boxed_float":
      return "boxed_float " + printFloat(c.value);
    case "boxed_int32":
      return `boxed_int32 ${c.value}l`;
    case "boxed_int64":
      return `boxed_int64 ${c.value}L`;
    case "boxed_nativeint":
      return `boxed_nativeint ${c.value}n`;
    case "immutable_float_array":
      return "float_array " + printFloats(c.values);
    case "empty_array":
      return "empty_array";
    case "immutable_string":
      return "string " + quoteString(c.value);
    case "mutable_string":
      return "mutable_string " + quoteString(c.initialValue);
    default:
      return assertNever(c);
  }
}

function printCodeAttributes(c: Code): string {
  const a = c.attributes;
  const d = defaultCodeAttributes;
  const out: string[] = [];
  if (c.recursive) out.push("rec");
  if (a.inline !== d.inline) out.push(`inline(${a.inline})`);
  if (a.specialise !== d.specialise) out.push(`specialise(${a.specialise})`);
  if (a.isAFunctor) out.push("functor");
  if (a.unrollLimit !== undefined) out.push(`unroll(${a.unrollLimit})`);
  if (a.local !== d.local) out.push(`local(${a.local})`);
  if (a.stub) out.push("stub");
  if (a.wrapper) out.push("wrapper");
  if (a.calledOnce) out.push("called_once");
  if (a.identity === true) out.push("identity");
  if (c.size !== exprSize(c.body)) out.push(`size(${c.size})`);
  if (c.dbg.name !== c.codeId) out.push(`name(${quoteString(c.dbg.name)})`);
  if (c.dbg.loc !== undefined) out.push(printLocation(c.dbg.loc));
  return out.map((s) => " " + s).join("");
}

function codeHeader(c: Code): string {
  return (
    `code ${c.codeId} ${printParams(c.params)} my_closure ${c.myClosure} -> ` +
    `${c.returnContinuation} / ${c.exnContinuation} : ${printArity(c.resultArity)}` +
    printCodeAttributes(c) +
    " ="
  );
}

// ---------------------------------------------------------------------------------------------
// Expressions

class Writer {
  readonly lines: string[] = [];
  line(indent: number, text: string): void {
    // Indentation stops growing past a depth: handlers nest as deep as a program is long, and
    // the text must stay linear in the size of the term (indentation is not significant).
    this.lines.push(INDENT.repeat(Math.min(indent, MAX_INDENT)) + text);
  }
  toString(): string {
    return this.lines.join("\n") + "\n";
  }
}

function printTrap(t: TrapAction | undefined): string {
  if (t === undefined) return "";
  switch (t.kind) {
    case "push":
      return ` [push ${t.exnHandler}]`;
    case "pop":
      return ` [pop ${t.exnHandler}${t.raiseKind === undefined ? "" : " " + t.raiseKind}]`;
    default:
      return assertNever(t);
  }
}

/** An `Apply_cont` without its keyword: `k a b [pop h]` (also the form of switch arms). */
function printAction(a: ApplyCont): string {
  return a.cont + printArgs(a.args) + printTrap(a.trap);
}

function printCallKindArity(params: readonly Kind[], results: readonly Kind[]): string {
  return "(" + params.join(", ") + (params.length > 0 ? " " : "") + "->" + (results.length > 0 ? " " : "") + results.join(", ") + ")";
}

function printInlined(i: InlinedAttribute): string {
  switch (i.kind) {
    case "default":
      return "";
    case "always":
    case "never":
    case "hint":
      return ` inlined(${i.kind})`;
    case "unroll":
      return ` inlined(unroll ${i.count})`;
    default:
      return assertNever(i);
  }
}

function isDefaultCArity(k: Extract<CallKind, { kind: "c_call" }>, nargs: number): boolean {
  return (
    k.paramArity.length === nargs &&
    k.paramArity.every((x) => x === "value") &&
    k.returnArity.length === 1 &&
    k.returnArity[0] === "value"
  );
}

function printApply(a: Apply): string {
  const k = a.callKind;
  let head: string;
  switch (k.kind) {
    case "c_call":
      head = "ccall " + k.name + (isDefaultCArity(k, a.args.length) ? "" : printCallKindArity(k.paramArity, k.returnArity));
      break;
    case "direct":
      head = `apply direct(${k.codeId}, ${k.functionSlot}) ${a.callee ? printSimple(a.callee) : "_"}`;
      break;
    case "indirect_known_arity":
      head = `apply known${printCallKindArity(k.paramArity, k.returnArity)} ${a.callee ? printSimple(a.callee) : "_"}`;
      break;
    case "indirect_unknown_arity":
      head = `apply ${a.callee ? printSimple(a.callee) : "_"}`;
      break;
    default:
      return assertNever(k);
  }
  const ret = a.continuation === "never_returns" ? "never" : a.continuation;
  return `${head}${printArgs(a.args)} -> ${ret} / ${a.exnContinuation}${printInlined(a.inlined)}${a.specialised === "default" ? "" : ` specialised(${a.specialised})`}${printDbg(a.dbg)}`;
}

function handlerHeader(h: ContHandler): string {
  return `${h.isExnHandler ? "exn " : ""}${h.cont} ${printParams(h.params)} =`;
}

/** Work for the printer: an expression to print at an indentation, or a line ready to emit. */
type PrintTask = { readonly expr: Expr; readonly ind: number } | { readonly line: string; readonly ind: number };

function pushStaticLet(
  tasks: PrintTask[],
  pattern: Extract<BoundPattern, { kind: "static" }>,
  consts: readonly StaticConst[],
  ind: number,
): void {
  const out: PrintTask[] = [];
  const n = Math.max(pattern.bindings.length, consts.length);
  for (let i = 0; i < n; i++) {
    const kw = i === 0 ? "let_symbol " : "and ";
    const b = pattern.bindings[i];
    const c = consts[i];
    if (c !== undefined && c.kind === "code") {
      // The code id is in the header: the pattern is implied (and checked to agree).
      out.push({ line: kw + codeHeader(c.code), ind });
      out.push({ expr: c.code.body, ind: ind + 1 });
    } else {
      const lhs = b === undefined ? "_" : printBoundStatic(b);
      const rhs = c === undefined ? "_" : printStaticConstInline(c);
      out.push({ line: `${kw}${lhs} = ${rhs}`, ind });
    }
  }
  out.push({ line: "in", ind });
  for (let i = out.length - 1; i >= 0; i--) tasks.push(out[i]!);
}

/**
 * Prints with an explicit work stack rather than recursion: in CPS the rest of a sequence of
 * calls lives in the handler of each call's return continuation, so handlers nest as deep as
 * a program is long.
 */
function printExprInto(w: Writer, root: Expr, rootInd: number): void {
  const tasks: PrintTask[] = [{ expr: root, ind: rootInd }];
  while (tasks.length > 0) {
    const t = tasks.pop()!;
    if ("line" in t) {
      w.line(t.ind, t.line);
      continue;
    }
    const ind = t.ind;
    let e: Expr = t.expr;
    let more = true;
    while (more) {
      switch (e.kind) {
        case "let":
          if (e.bound.kind === "static" || e.named.kind === "static_consts") {
            const pattern = e.bound.kind === "static" ? e.bound : { kind: "static" as const, bindings: [] };
            // The rest of the chain goes below the static let's parts.
            tasks.push({ expr: e.body, ind });
            pushStaticLet(tasks, pattern, e.named.kind === "static_consts" ? e.named.consts : [], ind);
            more = false;
            break;
          }
          w.line(ind, `let ${printPattern(e.bound)} = ${printNamed(e.named)} in`);
          e = e.body;
          break;
        case "let_cont": {
          const lc = e;
          const out: PrintTask[] = [];
          lc.handlers.forEach((h, i) => {
            const kw = i === 0 ? (lc.recursive ? "let_cont rec " : "let_cont ") : "and ";
            out.push({ line: kw + handlerHeader(h), ind });
            out.push({ expr: h.handler, ind: ind + 1 });
          });
          out.push({ line: "in", ind });
          out.push({ expr: lc.body, ind });
          for (let i = out.length - 1; i >= 0; i--) tasks.push(out[i]!);
          more = false;
          break;
        }
        case "apply":
          w.line(ind, printApply(e));
          more = false;
          break;
        case "apply_cont":
          w.line(ind, "apply_cont " + printAction(e));
          more = false;
          break;
        case "switch": {
          const arms = e.arms.map((a) => `${a.value} -> ${printAction(a.action)}`);
          const one = `switch ${printSimple(e.scrutinee)} { ${arms.join(" | ")} }`;
          if (INDENT.length * ind + one.length <= 100) {
            w.line(ind, one);
          } else {
            w.line(ind, `switch ${printSimple(e.scrutinee)} {`);
            for (const a of arms) w.line(ind, "| " + a);
            w.line(ind, "}");
          }
          more = false;
          break;
        }
        case "invalid":
          w.line(ind, "invalid " + quoteString(e.message));
          more = false;
          break;
        default:
          assertNever(e);
      }
    }
  }
}

export function printExpr(e: Expr): string {
  const w = new Writer();
  printExprInto(w, e, 0);
  return w.toString();
}

export function printCode(c: Code): string {
  const w = new Writer();
  w.line(0, codeHeader(c));
  printExprInto(w, c.body, 1);
  return w.toString();
}

export function printUnit(u: FlambdaUnit): string {
  const w = new Writer();
  w.line(0, `unit ${u.name} $${u.moduleSymbol} -> ${u.returnContinuation} / ${u.exnContinuation} =`);
  printExprInto(w, u.body, 0);
  return w.toString();
}
